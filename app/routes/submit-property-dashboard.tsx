import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/submit-property-dashboard';
import '../i18n/catalogues/account.ts';
import '../i18n/catalogues/submit.ts';
import { requestEnvContext } from '../context.ts';
import { pageError } from '../responses.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { PagePropertyForm } from '../features/submit-property/page-property-form.tsx';
import {
  editPropertyForm,
  newPropertyForm,
  propertyFormAction,
  type PropertyAccount,
  type PropertyEdit,
} from '../features/submit-property/property-form-route.server.ts';
import { AccountFigures, AccountStatus, PackageSummary } from '../features/account/index.ts';

const PATH = '/submit-property-dashboard';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  const { user } = await services.accounts.requirePage(request);
  const url = new URL(request.url);
  const id = url.searchParams.get('id');
  const [found, figures, activePackage] = await Promise.all([
    services.accounts.profile(user.id),
    services.accounts.dashboard(user.id),
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
    return { ...common, ...newPropertyForm(url, contact as Record<string, string>) };
  }
  // The owner's edit: only their own property, only while it awaits review (never an admin bypass).
  if (!(await services.accounts.isEditable(user.id, id))) throw pageError(404);
  const property = await services.properties.get(id, 'admin');
  if (!property) throw pageError(404);
  return { ...common, ...editPropertyForm(url, property) };
}

/**
 * The form without JavaScript: the same services as /submit-property, with the account's
 * ownership check for an edit (it stays in review: no status flag is taken from the form).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context.get(requestEnvContext);
  // The photos' body is read once, by the service: the form's CSRF field is checked there, in both
  // modes (issue 27: adding is a write of the account too, using its package).
  const current = await services.accounts.requirePage(request, { isCsrfCheckedByCaller: true });
  const authorize = (fields: Record<string, unknown>) => services.auth.isCsrfSatisfied(current, fields.csrf);
  const id = new URL(request.url).searchParams.get('id');
  if (id === null) {
    const account: PropertyAccount = { userId: current.user.id, authorize };
    return propertyFormAction(services.submissions, request, PATH, null, account);
  }
  const edit: PropertyEdit = { actorUserId: current.user.id, ownerUserId: current.user.id, authorize };
  return propertyFormAction(services.submissions, request, PATH, edit);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: i18n.t(loaderData?.mode === 'edit' ? 'account.submit.metaTitleEdit' : 'account.submit.metaTitle', {
      site: rootDataOf(matches)?.site.name ?? '',
    }),
  });

/**
 * Spec 2.12 submit-property dashboard (issue 17): the welcome header, the package summary, the
 * account's figures, and the real submit form with the contact details from the profile. With
 * ?id= the owner edits a submission still awaiting review.
 */
export default function SubmitPropertyDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { mode, name } = loaderData;
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
      <PagePropertyForm
        path={PATH}
        page={loaderData}
        refused={actionData}
        apiUrl={mode === 'edit' ? '/api/account/update-property' : undefined}
        successLink={{ to: '/my-property', label: t('account.nav.properties') }}
      />
    </div>
  );
}
