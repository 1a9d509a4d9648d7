import { useTranslation } from 'react-i18next';
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
  type PropertyEdit,
} from '../features/submit-property/property-form-route.server.ts';
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
  let edit: PropertyEdit | null = null;
  if (id !== null) {
    // The photos' body is read once, by the service: the form's CSRF field is checked there.
    const auth = await services.auth.requireAdminPage(request, { isCsrfCheckedByCaller: true });
    edit = {
      actorUserId: auth.user.id,
      authorize: (fields) => services.auth.isCsrfSatisfied(auth, fields.csrf),
    };
  }
  return propertyFormAction(services.submissions, request, PATH, edit);
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
