import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/submit-property';
import { requestEnvContext } from '../context.ts';
import { pageError } from '../responses.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { PagePropertyForm } from '../features/submit-property/page-property-form.tsx';
import { SubmitNotice } from '../features/submit-property/submit-notice.tsx';
import {
  editPropertyForm,
  newPropertyForm,
  propertyFormAction,
  type PropertyAccount,
  type PropertyEdit,
} from '../features/submit-property/property-form-route.server.ts';
import { privatePageHeaders } from '../features/auth/account-answers.ts';
import '../i18n/catalogues/submit.ts';

const PATH = '/submit-property';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  const url = new URL(request.url);
  const id = url.searchParams.get('id');
  if (id === null) return newPropertyForm(url, {});
  // Edit mode is for admins (spec 6); signed out, the login page brings them back here.
  await services.auth.requireAdminPage(request);
  const property = await services.properties.get(id, 'admin');
  if (!property) throw pageError(404);
  return editPropertyForm(url, property);
}

/**
 * The form without JavaScript: a multipart POST handled by the same service as the API. With
 * JavaScript the page sends to /api/submit-property or /api/update-property itself.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context.get(requestEnvContext);
  const id = new URL(request.url).searchParams.get('id');
  // The photos' body is read once, by the service: the form's CSRF field is checked there.
  if (id !== null) {
    const auth = await services.auth.requireAdminPage(request, { isCsrfCheckedByCaller: true });
    const edit: PropertyEdit = {
      actorUserId: auth.user.id,
      authorize: (fields) => services.auth.isCsrfSatisfied(auth, fields.csrf),
    };
    return propertyFormAction(services.submissions, request, PATH, edit);
  }
  // Signed in, the new property is the account's and uses its package: a write of the account, under
  // the same CSRF rule as every other (issue 27). Signed out, anyone may submit (spec 6).
  const writer = await services.auth.signedInWriterOf(request, { isCsrfCheckedByCaller: true });
  const account: PropertyAccount | null = writer
    ? { userId: writer.user.id, authorize: (fields) => services.auth.isCsrfSatisfied(writer, fields.csrf) }
    : null;
  return propertyFormAction(services.submissions, request, PATH, null, account);
}

// An admin's edit shows the owner's contact details; signed in, the form carries the session's CSRF
// token: never kept by any cache (signed out it holds nothing personal, and is rendered anew anyway).
export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  const isEdit = loaderData?.mode === 'edit';
  return pageMeta(matches, {
    title: i18n.t(isEdit ? 'submit.metaTitleEdit' : 'submit.metaTitle', { site: root?.site.name ?? '' }),
    description: i18n.t('submit.metaDescription'),
    canonical: PATH,
    // An admin's edit form of one property is no page for search engines.
    isIndexable: !isEdit,
  });
};

export default function SubmitProperty({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { mode, id } = loaderData;
  return (
    <div className="container submit-page">
      <h1>{t(mode === 'edit' ? 'submit.titleEdit' : 'submit.titleAdd')}</h1>
      <p className="submit-page__intro">{t(mode === 'edit' ? 'submit.editIntro' : 'submit.intro')}</p>
      {loaderData.notice ? <SubmitNotice kind={loaderData.notice} id={id} /> : null}
      <PagePropertyForm path={PATH} page={loaderData} refused={actionData} />
    </div>
  );
}
