import { Form } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/propertyadmin-outbox';
import { requestEnvContext } from '../context.ts';
import { PAGE_SIZE } from '../../shared/domain/limits.ts';
import { OUTBOX_FILTERS, type OutboxFilter } from '../../shared/domain/moderation.ts';
import { outboxRetrySchema } from '../../shared/domain/auth-schemas.ts';
import { Pagination } from '../features/properties/pagination.tsx';
import { AdminNav } from '../features/admin/admin-nav.tsx';
import { adminHeaders, adminMeta } from '../features/admin/admin-headers.ts';
import { backTo } from '../features/admin/status-action.ts';
import { formatDateTime } from '../features/admin/format-date-time.ts';
import { CsrfInput } from '../features/auth/csrf-input.tsx';
import { StatusFilterNav } from '../features/admin/status-filter-nav.tsx';
import '../i18n/catalogues/admin.ts';

const PATH = '/propertyadmin/outbox';

function filterOf(value: string | null): OutboxFilter {
  return (OUTBOX_FILTERS as readonly string[]).includes(value ?? '') ? (value as OutboxFilter) : 'all';
}

/** The e-mail outbox: what was sent, what waits, what failed (and a retry for those). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  await services.auth.requireAdminPage(request);
  const params = new URL(request.url).searchParams;
  const filter = filterOf(params.get('status'));
  const page = Number(params.get('page')) || 1;
  const [result, counts] = await Promise.all([
    services.inbox.listOutbox(filter, page, PAGE_SIZE),
    services.inbox.outboxCounts(),
  ]);
  return { ...result, filter, counts };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, readForm } = context.get(requestEnvContext);
  const auth = await services.auth.requireAdminPage(request);
  const parsed = outboxRetrySchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) throw new Response('Invalid request.', { status: 400 });
  const isRetried = await services.inbox.retryOutbox(parsed.data.id, auth.user.id);
  if (!isRetried) throw new Response('No failed message with this id.', { status: 404 });
  return backTo(request);
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = adminMeta;

const FILTER_LABEL = {
  all: 'admin.outboxFilterAll',
  pending: 'admin.outboxFilterPending',
  sent: 'admin.outboxFilterSent',
  failed: 'admin.outboxFilterFailed',
} as const;

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, page, pageCount, filter, counts } = loaderData;
  const hrefFor = (status: OutboxFilter, n = 1) => `${PATH}?status=${status}${n > 1 ? `&page=${n}` : ''}`;
  return (
    <div className="container admin-page">
      <AdminNav />
      <section aria-labelledby="outbox-title">
        <h1 id="outbox-title">{t('admin.outboxHeading')}</h1>
        <StatusFilterNav
          label={t('admin.outboxFilter')}
          statuses={OUTBOX_FILTERS}
          current={filter}
          labelFor={(status) => t(FILTER_LABEL[status], { count: counts[status] })}
          hrefFor={(status) => hrefFor(status)}
        />
        {items.length === 0 ? (
          <p role="status">{t('admin.outboxEmpty')}</p>
        ) : (
          <div className="table-scroll">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('admin.outboxCreated')}</th>
                  <th scope="col">{t('admin.outboxTo')}</th>
                  <th scope="col">{t('admin.outboxSubject')}</th>
                  <th scope="col">{t('admin.outboxStatus')}</th>
                  <th scope="col">{t('admin.outboxAttempts')}</th>
                  <th scope="col">{t('admin.outboxWhen')}</th>
                  <th scope="col">{t('admin.outboxError')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((message) => (
                  <tr key={message.id}>
                    <td>{formatDateTime(message.createdAt)}</td>
                    <td>{message.toAddress}</td>
                    <td>{message.subject}</td>
                    <td>
                      <span className={`badge badge--outbox-${message.status}`}>
                        {t(`admin.outboxStatusName.${message.status}`)}
                      </span>
                      {message.status === 'failed' ? (
                        <Form method="post" className="admin-table__action">
                          <CsrfInput />
                          <input type="hidden" name="id" value={message.id} />
                          <button type="submit" className="button button--small button--primary">
                            {t('admin.retry')}
                            <span className="visually-hidden">: {message.subject}</span>
                          </button>
                        </Form>
                      ) : null}
                    </td>
                    <td>{message.attempts}</td>
                    <td>
                      {message.sentAt
                        ? formatDateTime(message.sentAt)
                        : message.status === 'pending'
                          ? formatDateTime(message.nextAttemptAt)
                          : ''}
                    </td>
                    <td className="admin-table__error">{message.lastError ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pagination page={page} pageCount={pageCount} hrefFor={(n) => hrefFor(filter, n)} />
      </section>
    </div>
  );
}
