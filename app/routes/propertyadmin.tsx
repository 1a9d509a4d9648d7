import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/propertyadmin';
import { requestEnvContext } from '../context.ts';
import { parseListingQuery } from '../../shared/domain/listing-query.ts';
import { PAGE_SIZE } from '../../shared/domain/limits.ts';
import { toAdminCardProperty } from '../../shared/domain/property.ts';
import { FilteredListing } from '../features/properties/filtered-listing.tsx';
import { AdminNav } from '../features/admin/admin-nav.tsx';
import { adminHeaders, adminMeta } from '../features/admin/admin-headers.ts';
import { PropertyAdminList } from '../features/admin/property-admin-list.tsx';
import { statusAction, statusNoticeOf } from '../features/admin/status-action.ts';
import { StatusNoticeList } from '../features/admin/status-notice.tsx';
import '../i18n/catalogues/admin.ts';

const PATH = '/propertyadmin';

/** Spec 2.8: every property (verified or not, archived or not), the listing's filters, 10 a page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const env = context.get(requestEnvContext);
  const { services } = env;
  await services.auth.requireAdminPage(request);
  const { page, pageSize: _ignored, ...filters } = parseListingQuery(new URL(request.url).searchParams);
  // The cards show no photos: none are read.
  const result = await services.properties.list({ ...filters, page, pageSize: PAGE_SIZE }, 'admin', {
    withImages: false,
  });
  const [history, notice] = await Promise.all([
    services.moderation.historyOf(result.items.map((p) => p.id)),
    statusNoticeOf(env, request),
  ]);
  const items = result.items.map(toAdminCardProperty);
  return { ...result, items, filters, history: Object.fromEntries(history), notice };
}

export async function action({ request, context }: Route.ActionArgs) {
  return statusAction(context.get(requestEnvContext), request);
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = adminMeta;

export default function PropertyAdmin({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { items, filters, history, notice } = loaderData;
  return (
    <div className="container admin-page">
      <AdminNav />
      <FilteredListing
        className="listing-layout"
        path={PATH}
        filters={filters}
        list={loaderData}
        titleId="admin-title"
        title={t('admin.propertiesHeading')}
        countText={({ from, to, total }) =>
          total > 0 ? t('admin.showing', { from, to, count: total }) : t('admin.none')
        }
      >
        <StatusNoticeList initial={notice}>
          <PropertyAdminList properties={items} history={history} />
        </StatusNoticeList>
      </FilteredListing>
    </div>
  );
}
