import { Form } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/propertyadmin-outbox';
import { requestEnvContext } from '../context.ts';
import { PAGE_SIZE } from '../../shared/domain/limits.ts';
import { OUTBOX_FILTERS } from '../../shared/domain/moderation.ts';
import { outboxRetrySchema } from '../../shared/domain/auth-schemas.ts';
import { AdminCell, AdminTable, statusListQuery, StatusListPage } from '../features/admin/admin-page.tsx';
import { adminHeaders, adminMeta } from '../features/admin/admin-headers.ts';
import { adminFormAction } from '../features/admin/status-action.ts';
import { formatDateTime } from '../features/admin/format-date-time.ts';
import { CsrfInput } from '../features/auth/csrf-input.tsx';
import '../i18n/catalogues/admin.ts';
import { useLanguage } from '../i18n/use-language.ts';

const PATH = '/propertyadmin/outbox';

/** The e-mail outbox: what was sent, what waits, what failed (and a retry for those). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  await services.auth.requireAdminPage(request);
  const { filter, page } = statusListQuery(request, OUTBOX_FILTERS, 'all');
  const [result, counts] = await Promise.all([
    services.inbox.listOutbox(filter, page, PAGE_SIZE),
    services.inbox.outboxCounts(),
  ]);
  return { ...result, filter, counts };
}

export async function action({ request, context }: Route.ActionArgs) {
  const env = context.get(requestEnvContext);
  return adminFormAction(env, request, outboxRetrySchema, (form, actorUserId) =>
    env.services.inbox.retryOutbox(form.id, actorUserId),
  );
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
  const t = useT();
  const language = useLanguage();
  const { items, page, pageCount, filter, counts } = loaderData;
  const column = {
    created: t('admin.outboxCreated'),
    to: t('admin.outboxTo'),
    subject: t('admin.outboxSubject'),
    status: t('admin.outboxStatus'),
    attempts: t('admin.outboxAttempts'),
    when: t('admin.outboxWhen'),
    error: t('admin.outboxError'),
  };
  return (
    <StatusListPage
      path={PATH}
      titleId="outbox-title"
      title={t('admin.outboxHeading')}
      filterLabel={t('admin.outboxFilter')}
      statuses={OUTBOX_FILTERS}
      current={filter}
      labelFor={(status) => t(FILTER_LABEL[status], { count: counts[status] })}
      page={page}
      pageCount={pageCount}
    >
      {items.length === 0 ? (
        <p role="status">{t('admin.outboxEmpty')}</p>
      ) : (
        <AdminTable columns={Object.values(column)}>
          {items.map((message) => (
            <tr key={message.id}>
              <AdminCell column={column.created}>{formatDateTime(message.createdAt, language)}</AdminCell>
              <AdminCell column={column.to} className="admin-table__wrap">
                {message.toAddress}
              </AdminCell>
              <AdminCell column={column.subject} className="admin-table__wrap">
                {message.subject}
              </AdminCell>
              <AdminCell column={column.status}>
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
              </AdminCell>
              <AdminCell column={column.attempts}>{message.attempts}</AdminCell>
              <AdminCell column={column.when}>
                {message.sentAt
                  ? formatDateTime(message.sentAt, language)
                  : message.status === 'pending'
                    ? formatDateTime(message.nextAttemptAt, language)
                    : null}
              </AdminCell>
              <AdminCell column={column.error} className="admin-table__error">
                {message.lastError}
              </AdminCell>
            </tr>
          ))}
        </AdminTable>
      )}
    </StatusListPage>
  );
}
