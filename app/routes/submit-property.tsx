import { redirect, useRouteLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SubmissionResult as FormResult } from '@conform-to/react';
import type { Route } from './+types/submit-property';
import { requestEnvContext } from '../context.ts';
import { formError, pageError } from '../responses.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { useViewer } from '../features/auth/use-viewer.ts';
import { PropertyForm } from '../features/submit-property/property-form.tsx';
import { formFieldsOf } from '../../shared/domain/property-form.ts';
import { SubmitNotice } from '../features/submit-property/submit-notice.tsx';
import '../i18n/catalogues/submit.ts';

const PATH = '/submit-property';

function servicesOf(context: Route.LoaderArgs['context']) {
  return context.get(requestEnvContext).services;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  const url = new URL(request.url);
  const id = url.searchParams.get('id');
  if (id === null) {
    return {
      mode: 'add' as const,
      id: null,
      defaultValue: {},
      existingImages: [],
      notice: url.searchParams.has('submitted') ? ('submitted' as const) : null,
    };
  }
  // Edit mode is for admins (spec 6); signed out, the login page brings them back here.
  await services.auth.requireAdminPage(request);
  const property = await services.properties.get(id, 'admin');
  if (!property) throw pageError(404);
  return {
    mode: 'edit' as const,
    id: property.id,
    defaultValue: formFieldsOf(property),
    existingImages: property.images.map((image) => ({
      id: image.id,
      previewUrl: image.variants.find((v) => v.format === 'jpeg')?.url ?? image.url,
    })),
    notice: url.searchParams.has('updated') ? ('updated' as const) : null,
  };
}

/**
 * The form without JavaScript: a multipart POST handled by the same service as the API. With
 * JavaScript the page sends to /api/submit-property or /api/update-property itself.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const id = new URL(request.url).searchParams.get('id');
  const source = { names: 'form', sortNewImagesByName: true } as const;
  let result;
  if (id !== null) {
    // The photos' body is read once, by the service: the form's CSRF field is checked there.
    const auth = await services.auth.requireAdminPage(request, { isCsrfCheckedByCaller: true });
    result = await services.submissions.update(request, source, {
      actorUserId: auth.user.id,
      authorize: (fields) => services.auth.isCsrfSatisfied(auth, fields.csrf),
    });
  } else {
    result = await services.submissions.submit(request, source);
  }
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

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  const isEdit = loaderData?.mode === 'edit';
  return pageMeta({
    title: i18n.t(isEdit ? 'submit.metaTitleEdit' : 'submit.metaTitle', { site: root?.site.name ?? '' }),
    description: i18n.t('submit.metaDescription'),
    canonical: root && !isEdit ? `${root.origin}${PATH}` : undefined,
    extra: isEdit ? [{ name: 'robots', content: 'noindex' }] : [],
  });
};

export default function SubmitProperty({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const googleMapsApiKey = useRouteLoaderData<{ googleMapsApiKey?: string }>('root')?.googleMapsApiKey;
  const { mode, id } = loaderData;
  return (
    <div className="container submit-page">
      <h1>{t(mode === 'edit' ? 'submit.titleEdit' : 'submit.titleAdd')}</h1>
      <p className="submit-page__intro">{t(mode === 'edit' ? 'submit.editIntro' : 'submit.intro')}</p>
      {loaderData.notice ? <SubmitNotice kind={loaderData.notice} id={id} /> : null}
      {actionData ? (
        <SubmitNotice kind="error" status={actionData.status} message={actionData.message} />
      ) : null}
      <PropertyForm
        key={`${mode}-${id ?? ''}`}
        mode={mode}
        action={id ? `${PATH}?id=${id}` : PATH}
        defaultValue={loaderData.defaultValue}
        existingImages={loaderData.existingImages}
        lastResult={actionData?.lastResult ?? null}
        serverImageError={actionData?.imageError ?? null}
        googleMapsApiKey={googleMapsApiKey}
        csrfToken={viewer?.csrfToken}
      />
    </div>
  );
}
