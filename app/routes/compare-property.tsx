import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/compare-property';
import { requestEnvContext } from '../context.ts';
import { i18n } from '../i18n/i18n.ts';
import { FEATURES } from '../../shared/domain/options.ts';
import type { PublicProperty } from '../../shared/domain/property.ts';
import { ResponsiveImage } from '../components/responsive-image.tsx';
import { usePropertyText } from '../hooks/use-property-text.ts';
import { COMPARE_LIMIT, compareHref, useShortlist } from '../features/shortlist/shortlist-store.ts';
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
  return pageMeta({
    title: i18n.t('compare.metaTitle', { site: root?.site.name ?? '' }),
    description: i18n.t('compare.metaDescription'),
    extra: [{ name: 'robots', content: 'noindex' }],
  });
};

/** Spec 2.12 compare page, with the visitor's chosen properties side by side. */
export default function CompareProperty({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const text = usePropertyText();
  const navigate = useNavigate();
  const shortlist = useShortlist();
  const { properties, hasMissing, isAsked } = loaderData;

  // Opened without a choice in the URL: show the visitor's compare list, if they have one.
  useEffect(() => {
    if (!isAsked && shortlist.compare.length > 0) {
      void navigate(compareHref(shortlist.compare), { replace: true });
    }
  }, [isAsked, shortlist.compare, navigate]);

  const rows: { label: string; value: (p: PublicProperty) => string }[] = [
    { label: t('compare.price'), value: (p) => text.price(p) },
    { label: t('compare.listingType'), value: (p) => text.listingBadge(p) },
    { label: t('compare.type'), value: (p) => p.propertyType },
    { label: t('compare.city'), value: (p) => p.city },
    { label: t('compare.area'), value: (p) => text.sqft(p) },
    { label: t('compare.bedrooms'), value: (p) => String(p.beds) },
    { label: t('compare.bathrooms'), value: (p) => String(p.washrooms) },
    { label: t('compare.availability'), value: (p) => text.availability(p) },
    { label: t('compare.status'), value: (p) => (p.isClosed ? text.closedBadge(p) : t('compare.open')) },
    ...FEATURES.map((feature) => ({
      label: feature,
      value: (p: PublicProperty) =>
        t(p.features.includes(feature) ? 'property.featureYes' : 'property.featureNo'),
    })),
  ];

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
        <div className="compare-table__scroll" tabIndex={0} role="region" aria-labelledby="compare-title">
          <table className="compare-table">
            <thead>
              <tr>
                <td />
                {properties.map((p) => (
                  <th key={p.id} scope="col">
                    {p.images[0] ? (
                      <ResponsiveImage
                        image={p.images[0]}
                        alt=""
                        sizes="240px"
                        className="compare-table__photo"
                      />
                    ) : null}
                    <Link to={`/single-property-1/${p.id}`}>{p.name}</Link>
                    <span className="compare-table__address">{p.address}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {properties.map((p) => (
                    <td key={p.id}>{row.value(p)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
