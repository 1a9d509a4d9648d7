import { redirect, useRouteLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SubmissionResult as FormResult } from '@conform-to/react';
import type { Route } from './+types/submit-property-dashboard';
import '../i18n/catalogues/account.ts';
import '../i18n/catalogues/submit.ts';
import { requestEnvContext } from '../context.ts';
import { formError, pageError } from '../responses.ts';
import { i18n } from '../i18n/i18n.ts';
import { rootDataOf } from '../features/seo.ts';
import { useViewer } from '../features/auth/use-viewer.ts';
import { PropertyForm } from '../features/submit-property/property-form.tsx';
import { SubmitNotice } from '../features/submit-property/submit-notice.tsx';
import { AccountFigures, AccountStatus, PackageSummary } from '../features/account/index.ts';
import { formFieldsOf } from '../../shared/domain/property-form.ts';

const PATH = '/submit-property-dashboard';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  const { user } = await services.accountArea.requirePage(request);
  const url = new URL(request.url);
  const id = url.searchParams.get('id');
  const [found, figures, activePackage] = await Promise.all([
    services.accountArea.profile(user.id),
    services.accountArea.dashboard(user.id),
    // The package the next submission would use (services.orders decides it for both).
    services.orders.activePackage(user.id),
  ]);
  const name = found?.profile.name ?? user.name;
  const common = { name, byState: figures.byState, activePackage };
  if (id === null) {
    // The contact details come from the profile; the owner can change them for this property.
    const contact = found
      ? { name: found.profile.name, email: found.profile.email, phone: found.profile.phone }
      : {};
    return {
      ...common,
      mode: 'add' as const,
      id: null,
      defaultValue: contact as Record<string, string>,
      existingImages: [],
      notice: url.searchParams.has('submitted') ? ('submitted' as const) : null,
    };
  }
  // The owner's edit: only their own property, only while it awaits review (never an admin bypass).
  if (!(await services.accountArea.isEditable(user.id, id))) throw pageError(404);
  const property = await services.properties.get(id, 'admin');
  if (!property) throw pageError(404);
  return {
    ...common,
    mode: 'edit' as const,
    id: property.id,
    defaultValue: formFieldsOf(property) as Record<string, string | string[]>,
    existingImages: property.images.map((image) => ({
      id: image.id,
      // The media route lets the owning account load the photos of its unlisted property (ADR 025).
      previewUrl: image.variants.find((v) => v.format === 'jpeg')?.url ?? image.url,
    })),
    notice: url.searchParams.has('updated') ? ('updated' as const) : null,
  };
}

/**
 * The form without JavaScript: the same services as /submit-property, with the account's
 * ownership check for an edit (it stays in review: no status flag is taken from the form).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context.get(requestEnvContext);
  const current = await services.accountArea.requirePage(request);
  const id = new URL(request.url).searchParams.get('id');
  const source = { names: 'form', sortNewImagesByName: true } as const;
  const result =
    id !== null
      ? await services.submissions.update(request, source, {
          actorUserId: current.user.id,
          ownerUserId: current.user.id,
          authorize: (fields) => services.auth.isCsrfSatisfied(current, fields.csrf),
        })
      : await services.submissions.submit(request, source);
  if (result.ok) {
    throw redirect(id !== null ? `${PATH}?id=${result.id}&updated=1` : `${PATH}?submitted=1`);
  }
  const { images: imageErrors, ...fieldErrors } = result.fieldErrors;
  const { images: _files, ...fields } = result.fields ?? {};
  const lastResult: FormResult<string[]> = {
    status: 'error',
    initialValue: fields as Record<string, string | string[]>,
    error: fieldErrors,
    state: { validated: Object.fromEntries(Object.keys(fields).map((k) => [k, true])) },
  };
  return formError(result.status, {
    lastResult,
    imageError: imageErrors?.[0] ?? null,
    status: result.status,
    message: result.message,
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  {
    title: i18n.t(loaderData?.mode === 'edit' ? 'account.submit.metaTitleEdit' : 'account.submit.metaTitle', {
      site: rootDataOf(matches)?.site.name ?? '',
    }),
  },
  { name: 'robots', content: 'noindex' },
];

/**
 * Spec 2.12 submit-property dashboard (issue 17): the welcome header, the package summary, the
 * account's figures, and the real submit form with the contact details from the profile. With
 * ?id= the owner edits a submission still awaiting review.
 */
export default function SubmitPropertyDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const googleMapsApiKey = useRouteLoaderData<{ googleMapsApiKey?: string }>('root')?.googleMapsApiKey;
  const { mode, id, name } = loaderData;
  const action = id ? `${PATH}?id=${id}` : PATH;
  return (
    <div className="submit-page submit-dashboard">
      <header className="account-area__header submit-dashboard__welcome">
        <h1>
          {mode === 'edit'
            ? t('account.submit.editHeading')
            : name
              ? t('account.submit.welcome', { name })
              : t('account.submit.welcomeNoName')}
        </h1>
        <p className="account-area__intro">
          {t(mode === 'edit' ? 'account.submit.editIntro' : 'account.submit.intro')}
        </p>
      </header>
      {loaderData.notice === 'submitted' ? (
        <AccountStatus>{t('account.submit.submitted')}</AccountStatus>
      ) : null}
      {loaderData.notice === 'updated' ? <AccountStatus>{t('account.submit.updated')}</AccountStatus> : null}
      {mode === 'add' ? (
        <div className="submit-dashboard__summary">
          <PackageSummary active={loaderData.activePackage} />
          <AccountFigures
            byState={loaderData.byState}
            headingId="submit-figures-title"
            heading={t('account.submit.yourFigures')}
          />
        </div>
      ) : null}
      {actionData ? (
        <SubmitNotice kind="error" status={actionData.status} message={actionData.message} />
      ) : null}
      <PropertyForm
        key={`${mode}-${id ?? ''}`}
        mode={mode}
        action={action}
        defaultValue={loaderData.defaultValue}
        existingImages={loaderData.existingImages}
        lastResult={actionData?.lastResult ?? null}
        serverImageError={actionData?.imageError ?? null}
        googleMapsApiKey={googleMapsApiKey}
        csrfToken={viewer?.csrfToken}
        apiUrl={mode === 'edit' ? '/api/account/update-property' : undefined}
        successLink={{ to: '/my-property', label: t('account.nav.properties') }}
      />
    </div>
  );
}
