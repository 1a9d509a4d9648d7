import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/propertyadmin-review';
import { requestEnvContext } from '../context.ts';
import { PAGE_SIZE } from '../../shared/domain/limits.ts';
import { toAdminCardProperty } from '../../shared/domain/property.ts';
import { Pagination } from '../components/pagination.tsx';
import { AdminPage } from '../features/admin/admin-page.tsx';
import { adminHeaders, adminMeta } from '../features/admin/admin-headers.ts';
import { PropertyAdminList } from '../features/admin/property-admin-list.tsx';
import { statusAction, statusNoticeOf } from '../features/admin/status-action.ts';
import { StatusNoticeList } from '../features/admin/status-notice.tsx';
import '../i18n/catalogues/admin.ts';

const PATH = '/propertyadmin/review';

/** New submissions awaiting review (not verified, not deactivated), newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const env = context.get(requestEnvContext);
  const { services } = env;
  await services.auth.requireAdminPage(request);
  const page = Number(new URL(request.url).searchParams.get('page')) || 1;
  // The cards show no photos: none are read.
  const result = await services.moderation.reviewQueue(page, PAGE_SIZE, { withImages: false });
  const [history, notice] = await Promise.all([
    services.moderation.historyOf(result.items.map((p) => p.id)),
    statusNoticeOf(env, request),
  ]);
  const items = result.items.map(toAdminCardProperty);
  return { ...result, items, history: Object.fromEntries(history), notice };
}

export async function action({ request, context }: Route.ActionArgs) {
  return statusAction(context.get(requestEnvContext), request);
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = adminMeta;

export default function ReviewQueue({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { items, total, page, pageCount, history, notice } = loaderData;
  return (
    <AdminPage titleId="review-title" title={t('admin.reviewHeading')}>
      <p>{t('admin.reviewIntro')}</p>
      <p role="status">{total > 0 ? t('admin.reviewCount', { count: total }) : t('admin.reviewEmpty')}</p>
      <StatusNoticeList initial={notice}>
        <PropertyAdminList properties={items} history={history} />
      </StatusNoticeList>
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => (n > 1 ? `${PATH}?page=${n}` : PATH)} />
    </AdminPage>
  );
}
