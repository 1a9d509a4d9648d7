import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../components/site-link.tsx';
import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/compare-property';
import { requestEnvContext } from '../context.ts';
import { i18n } from '../i18n/i18n.ts';
import type { PublicProperty } from '../../shared/domain/property.ts';
import { COMPARE_LIMIT, compareHref, useShortlist } from '../features/shortlist/shortlist-store.ts';
import { CompareTables } from '../features/shortlist/compare-table.tsx';
import { pageMeta, rootDataOf } from '../features/seo.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  const raw = new URL(request.url).searchParams.get('ids') ?? '';
  const ids = [
    ...new Set(
      raw
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ].slice(0, COMPARE_LIMIT);
  const found = await Promise.all(ids.map((id) => services.properties.get(id, 'public')));
  const properties = found.filter((p): p is PublicProperty => p !== null);
  return { properties, hasMissing: properties.length < ids.length, isAsked: ids.length > 0 };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  return pageMeta(matches, {
    title: i18n.t('compare.metaTitle', { site: root?.site.name ?? '' }),
    description: i18n.t('compare.metaDescription'),
  });
};

/** Spec 2.12 compare page, with the visitor's chosen properties side by side. */
export default function CompareProperty({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigate = useNavigate();
  const shortlist = useShortlist();
  const { properties, hasMissing, isAsked } = loaderData;

  // Opened without a choice in the URL: show the visitor's compare list, if they have one.
  useEffect(() => {
    if (!isAsked && shortlist.compare.length > 0) {
      void navigate(compareHref(shortlist.compare), { replace: true });
    }
  }, [isAsked, shortlist.compare, navigate]);

  return (
    <section className="container compare-page" aria-labelledby="compare-title">
      <h1 id="compare-title">{t('compare.title')}</h1>
      {hasMissing ? <p role="status">{t('compare.missing')}</p> : null}
      {properties.length === 0 ? (
        <div className="empty-state">
          <p>{t('compare.empty')}</p>
          <Link className="button button--primary" to="/list-layout-new-3">
            {t('compare.browse')}
          </Link>
        </div>
      ) : (
        <CompareTables properties={properties} />
      )}
    </section>
  );
}
