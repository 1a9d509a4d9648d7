import { Form } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/propertyadmin-orders';
import { requestEnvContext } from '../context.ts';
import { PAGE_SIZE } from '../../shared/domain/limits.ts';
import { ORDER_ADMIN_INTENTS, orderAdminActionSchema } from '../../shared/domain/order-schemas.ts';
import { countryName, ORDER_FILTERS, packageOf } from '../../shared/domain/orders.ts';
import { AdminCell, AdminTable, statusListQuery, StatusListPage } from '../features/admin/admin-page.tsx';
import { adminHeaders, adminMeta } from '../features/admin/admin-headers.ts';
import { adminFormAction } from '../features/admin/status-action.ts';
import { formatDateTime } from '../features/admin/format-date-time.ts';
import { CsrfInput } from '../features/auth/csrf-input.tsx';
import '../i18n/catalogues/admin.ts';
import '../i18n/catalogues/checkout.ts';
import { packagesContent } from '../i18n/content/packages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { formatCents, formatRate } from '../../shared/format.ts';

const PATH = '/propertyadmin/orders';

/** Listing-package orders (issue 17): who ordered what, the amounts, and 'Mark as paid'. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  await services.auth.requireAdminPage(request);
  const { filter, page } = statusListQuery(request, ORDER_FILTERS, 'pending');
  const [result, counts] = await Promise.all([
    services.orders.list(filter, page, PAGE_SIZE),
    services.orders.counts(),
  ]);
  return { ...result, filter, counts };
}

/**
 * 'Mark as paid' grants the package (audited); 'Cancel order' ends a pending one. A second click on
 * an order already changed finds nothing left to do and comes back to the list.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const env = context.get(requestEnvContext);
  return adminFormAction(env, request, orderAdminActionSchema, async (form, actorUserId) => {
    const changed =
      form.intent === 'paid'
        ? await env.services.orders.markPaid(form.id, actorUserId)
        : await env.services.orders.cancel(form.id, actorUserId);
    return changed || (await env.services.orders.exists(form.id));
  });
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = adminMeta;

const FILTER_LABEL = {
  all: 'orderAdmin.filterAll',
  pending: 'orderAdmin.filterPending',
  paid: 'orderAdmin.filterPaid',
  cancelled: 'orderAdmin.filterCancelled',
} as const;

/** The buttons of a pending order, one per intent of the action, in the order of ORDER_ADMIN_INTENTS. */
const INTENT_BUTTON = {
  paid: { label: 'orderAdmin.markPaid', look: 'button--primary' },
  cancel: { label: 'orderAdmin.cancel', look: 'button--ghost' },
} as const satisfies Record<(typeof ORDER_ADMIN_INTENTS)[number], { label: string; look: string }>;

export default function Orders({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const { listingPackages } = packagesContent.of(useLanguage());
  const { items, page, pageCount, filter, counts } = loaderData;
  const column = {
    number: t('orderAdmin.number'),
    placed: t('orderAdmin.placed'),
    customer: t('orderAdmin.customer'),
    package: t('orderAdmin.package'),
    total: t('orderAdmin.total'),
    status: t('orderAdmin.status'),
  };
  return (
    <StatusListPage
      path={PATH}
      titleId="orders-title"
      title={t('orderAdmin.heading')}
      filterLabel={t('orderAdmin.filter')}
      statuses={ORDER_FILTERS}
      current={filter}
      labelFor={(status) => t(FILTER_LABEL[status], { count: counts[status] })}
      page={page}
      pageCount={pageCount}
    >
      {items.length === 0 ? (
        <p role="status">{t('orderAdmin.empty')}</p>
      ) : (
        <AdminTable columns={Object.values(column)}>
          {items.map((order) => {
            const pack = packageOf(listingPackages, order.package);
            return (
              <tr key={order.id}>
                <AdminCell column={column.number}>
                  <strong className="order-admin__number">{order.number}</strong>
                </AdminCell>
                <AdminCell column={column.placed}>{formatDateTime(order.createdAt, language)}</AdminCell>
                <AdminCell column={column.customer} className="admin-table__wrap">
                  <span className="order-admin__line">
                    {order.billingName}
                    {order.company ? ` (${order.company})` : ''}
                  </span>
                  <span className="order-admin__line">
                    <a href={`mailto:${order.billingEmail}`}>{order.billingEmail}</a> · {order.phone}
                  </span>
                  <span className="order-admin__line">
                    {[
                      order.street,
                      order.apartment,
                      order.city,
                      `${order.province} ${order.postalCode}`,
                      countryName(order.country, language),
                    ]
                      .filter(Boolean)
                      .join(', ')}
                  </span>
                  {order.accountEmail !== order.billingEmail ? (
                    <span className="order-admin__line">
                      {t('orderEmails.labels.account')}: {order.accountEmail}
                    </span>
                  ) : null}
                  {order.additionalInformation ? (
                    <span className="order-admin__line order-admin__note">{order.additionalInformation}</span>
                  ) : null}
                </AdminCell>
                <AdminCell column={column.package}>
                  {pack ? `${pack.title} (${pack.listingsIncluded})` : order.package}
                </AdminCell>
                <AdminCell column={column.total}>
                  <strong>{formatCents(order.totalCents, language)}</strong>
                  <span className="order-admin__line order-admin__amounts">
                    {formatCents(order.subtotalCents, language)}
                    {order.discountCents > 0
                      ? ` − ${formatCents(order.discountCents, language)} (${order.couponCode ?? ''})`
                      : ''}
                    {` + HST ${formatRate(order.taxRateBp, language)} ${formatCents(order.taxCents, language)}`}
                  </span>
                </AdminCell>
                <AdminCell column={column.status}>
                  <span className={`badge badge--order-${order.status}`}>
                    {t(`payment.status.${order.status}`)}
                  </span>
                  {order.status === 'paid' && order.paidAt ? (
                    <span className="order-admin__line">
                      {t('orderAdmin.paidOn', {
                        date: formatDateTime(order.paidAt, language),
                        admin: order.paidByEmail ?? '—',
                      })}
                    </span>
                  ) : null}
                  {order.grantEndsAt ? (
                    <span className="order-admin__line">
                      {t('orderAdmin.activeUntil', { date: formatDateTime(order.grantEndsAt, language) })}
                    </span>
                  ) : null}
                  {order.status === 'cancelled' && order.cancelledAt ? (
                    <span className="order-admin__line">
                      {t('orderAdmin.cancelledOn', { date: formatDateTime(order.cancelledAt, language) })}
                    </span>
                  ) : null}
                  {order.status === 'pending' ? (
                    <span className="order-admin__actions">
                      {ORDER_ADMIN_INTENTS.map((intent) => (
                        <Form key={intent} method="post">
                          <CsrfInput />
                          <input type="hidden" name="id" value={order.id} />
                          <button
                            type="submit"
                            name="intent"
                            value={intent}
                            className={`button button--small ${INTENT_BUTTON[intent].look}`}
                          >
                            {t(INTENT_BUTTON[intent].label)}
                            <span className="visually-hidden">: {order.number}</span>
                          </button>
                        </Form>
                      ))}
                    </span>
                  ) : null}
                </AdminCell>
              </tr>
            );
          })}
        </AdminTable>
      )}
    </StatusListPage>
  );
}
