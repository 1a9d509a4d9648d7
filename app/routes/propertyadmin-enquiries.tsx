import { Form } from 'react-router';
import { Link } from '../components/site-link.tsx';
import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/propertyadmin-enquiries';
import { requestEnvContext } from '../context.ts';
import { PAGE_SIZE } from '../../shared/domain/limits.ts';
import { ENQUIRY_FILTERS } from '../../shared/domain/moderation.ts';
import { enquiryHandledSchema } from '../../shared/domain/auth-schemas.ts';
import { statusListQuery, StatusListPage } from '../features/admin/admin-page.tsx';
import { adminHeaders, adminMeta } from '../features/admin/admin-headers.ts';
import { adminFormAction } from '../features/admin/status-action.ts';
import { formatDateTime } from '../features/admin/format-date-time.ts';
import { CsrfInput } from '../features/auth/csrf-input.tsx';
import { Detail } from '../components/detail.tsx';
import { telHref } from '../components/tel-href.ts';
import { formatPhone } from '../../shared/format.ts';
import { EnquiryDetails } from '../features/admin/enquiry-details.tsx';
import '../i18n/catalogues/admin.ts';
import { useLanguage } from '../i18n/use-language.ts';

const PATH = '/propertyadmin/enquiries';

/** The enquiries inbox: open ones first by default, newest first; read them and mark them handled. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  await services.auth.requireAdminPage(request);
  const { filter, page } = statusListQuery(request, ENQUIRY_FILTERS, 'open');
  const [result, counts] = await Promise.all([
    services.inbox.listEnquiries(filter, page, PAGE_SIZE),
    services.inbox.enquiryCounts(),
  ]);
  return { ...result, filter, counts };
}

export async function action({ request, context }: Route.ActionArgs) {
  const env = context.get(requestEnvContext);
  return adminFormAction(env, request, enquiryHandledSchema, (form, actorUserId) =>
    env.services.inbox.setEnquiryHandled(form.id, form.handled, actorUserId),
  );
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = adminMeta;

const FILTER_LABEL = {
  open: 'admin.enquiryFilterOpen',
  handled: 'admin.enquiryFilterHandled',
  all: 'admin.enquiryFilterAll',
} as const;

export default function EnquiriesInbox({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const { items, page, pageCount, filter, counts } = loaderData;
  return (
    <StatusListPage
      path={PATH}
      titleId="enquiries-title"
      title={t('admin.enquiriesHeading')}
      filterLabel={t('admin.enquiryFilter')}
      statuses={ENQUIRY_FILTERS}
      current={filter}
      labelFor={(status) => t(FILTER_LABEL[status], { count: counts[status] })}
      page={page}
      pageCount={pageCount}
    >
      {items.length === 0 ? <p role="status">{t('admin.enquiriesEmpty')}</p> : null}
      <ul className="admin-list">
        {items.map((enquiry) => {
          const titleId = `enquiry-${enquiry.id}`;
          const isHandled = enquiry.handledAt !== null;
          return (
            <li key={enquiry.id}>
              <article className="admin-card" aria-labelledby={titleId}>
                <h2 id={titleId} className="admin-card__title">
                  {t(`admin.enquiryKind.${enquiry.kind}`)}: {enquiry.name}
                </h2>
                <dl className="admin-card__customer">
                  <Detail term={t('admin.enquiryReceived')}>
                    {formatDateTime(enquiry.createdAt, language)}
                  </Detail>
                  <Detail term={t('admin.enquiryEmail')}>
                    <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
                  </Detail>
                  <Detail term={t('admin.enquiryPhone')}>
                    <a href={telHref(enquiry.phone)}>{formatPhone(enquiry.phone)}</a>
                  </Detail>
                  {enquiry.propertyId ? (
                    <Detail term={t('admin.enquiryProperty')}>
                      <Link to={`/single-property-1/${enquiry.propertyId}`}>
                        {enquiry.propertyName ?? enquiry.propertyId}
                      </Link>
                    </Detail>
                  ) : null}
                  {enquiry.subject ? (
                    <Detail term={t('admin.enquirySubject')}>{enquiry.subject}</Detail>
                  ) : null}
                  <EnquiryDetails details={enquiry.details} />
                </dl>
                <h3 className="visually-hidden">{t('admin.enquiryMessage')}</h3>
                <p className="admin-card__message">{enquiry.message || t('admin.enquiryNoMessage')}</p>
                {isHandled ? (
                  <p className="admin-card__meta">
                    {t('admin.enquiryHandledAt', { date: formatDateTime(enquiry.handledAt!, language) })}
                  </p>
                ) : null}
                <Form method="post">
                  <CsrfInput />
                  <input type="hidden" name="id" value={enquiry.id} />
                  <input type="hidden" name="handled" value={String(!isHandled)} />
                  <button type="submit" className="button button--small button--primary">
                    {t(isHandled ? 'admin.markOpen' : 'admin.markHandled')}
                    <span className="visually-hidden">: {enquiry.name}</span>
                  </button>
                </Form>
              </article>
            </li>
          );
        })}
      </ul>
    </StatusListPage>
  );
}
