import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/propertyadmin-enquiries';
import { requestEnvContext } from '../context.ts';
import { PAGE_SIZE } from '../../shared/domain/limits.ts';
import { ENQUIRY_FILTERS, type EnquiryFilter } from '../../shared/domain/moderation.ts';
import { enquiryHandledSchema } from '../../shared/domain/auth-schemas.ts';
import { Pagination } from '../features/properties/pagination.tsx';
import { AdminNav } from '../features/admin/admin-nav.tsx';
import { adminHeaders, adminMeta } from '../features/admin/admin-headers.ts';
import { backTo } from '../features/admin/status-action.ts';
import { formatDateTime } from '../features/admin/format-date-time.ts';
import { CsrfInput } from '../features/auth/csrf-input.tsx';
import { StatusFilterNav } from '../features/admin/status-filter-nav.tsx';
import '../i18n/catalogues/admin.ts';

const PATH = '/propertyadmin/enquiries';

function filterOf(value: string | null): EnquiryFilter {
  return (ENQUIRY_FILTERS as readonly string[]).includes(value ?? '') ? (value as EnquiryFilter) : 'open';
}

/** The enquiries inbox: open ones first by default, newest first; read them and mark them handled. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  await services.auth.requireAdminPage(request);
  const params = new URL(request.url).searchParams;
  const filter = filterOf(params.get('status'));
  const page = Number(params.get('page')) || 1;
  const [result, counts] = await Promise.all([
    services.inbox.listEnquiries(filter, page, PAGE_SIZE),
    services.inbox.enquiryCounts(),
  ]);
  return { ...result, filter, counts };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, readForm } = context.get(requestEnvContext);
  const auth = await services.auth.requireAdminPage(request);
  const parsed = enquiryHandledSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) throw new Response('Invalid request.', { status: 400 });
  const isFound = await services.inbox.setEnquiryHandled(parsed.data.id, parsed.data.handled, auth.user.id);
  if (!isFound) throw new Response('No such enquiry.', { status: 404 });
  return backTo(request);
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = adminMeta;

const FILTER_LABEL = {
  open: 'admin.enquiryFilterOpen',
  handled: 'admin.enquiryFilterHandled',
  all: 'admin.enquiryFilterAll',
} as const;

export default function EnquiriesInbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, page, pageCount, filter, counts } = loaderData;
  const hrefFor = (status: EnquiryFilter, n = 1) => `${PATH}?status=${status}${n > 1 ? `&page=${n}` : ''}`;
  return (
    <div className="container admin-page">
      <AdminNav />
      <section aria-labelledby="enquiries-title">
        <h1 id="enquiries-title">{t('admin.enquiriesHeading')}</h1>
        <StatusFilterNav
          label={t('admin.enquiryFilter')}
          statuses={ENQUIRY_FILTERS}
          current={filter}
          labelFor={(status) => t(FILTER_LABEL[status], { count: counts[status] })}
          hrefFor={(status) => hrefFor(status)}
        />
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
                    <div>
                      <dt>{t('admin.enquiryReceived')}</dt>
                      <dd>{formatDateTime(enquiry.createdAt)}</dd>
                    </div>
                    <div>
                      <dt>{t('admin.enquiryFrom')}</dt>
                      <dd>
                        <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a> ·{' '}
                        <a href={`tel:${enquiry.phone}`}>{enquiry.phone}</a>
                      </dd>
                    </div>
                    {enquiry.propertyId ? (
                      <div>
                        <dt>{t('admin.enquiryProperty')}</dt>
                        <dd>
                          <Link to={`/single-property-1/${enquiry.propertyId}`}>
                            {enquiry.propertyName ?? enquiry.propertyId}
                          </Link>
                        </dd>
                      </div>
                    ) : null}
                    {enquiry.subject ? (
                      <div>
                        <dt>{t('admin.enquirySubject')}</dt>
                        <dd>{enquiry.subject}</dd>
                      </div>
                    ) : null}
                    {Object.entries(enquiry.details).map(([key, value]) => (
                      <div key={key}>
                        <dt>{key}</dt>
                        <dd>{value}</dd>
                      </div>
                    ))}
                  </dl>
                  <h3 className="visually-hidden">{t('admin.enquiryMessage')}</h3>
                  <p className="admin-card__message">{enquiry.message || t('admin.enquiryNoMessage')}</p>
                  {isHandled ? (
                    <p className="admin-card__meta">
                      {t('admin.enquiryHandledAt', { date: formatDateTime(enquiry.handledAt!) })}
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
        <Pagination page={page} pageCount={pageCount} hrefFor={(n) => hrefFor(filter, n)} />
      </section>
    </div>
  );
}
