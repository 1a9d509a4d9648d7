import { Link } from '../../components/site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import { FEATURES } from '../../../shared/domain/options.ts';
import type { PublicProperty } from '../../../shared/domain/property.ts';
import { ResponsiveImage } from '../../components/responsive-image.tsx';
import { usePropertyText } from '../../hooks/use-property-text.ts';

/** One compared fact: its label and what each property says. */
type CompareRow = { key: string; label: string; value: (p: PublicProperty) => string };

/** Spec 2.12's facts (area, rooms, features...) from the real properties, in the page's order. */
function useCompareRows(): CompareRow[] {
  const t = useT();
  const text = usePropertyText();
  return [
    { key: 'price', label: t('compare.price'), value: (p) => text.price(p) },
    { key: 'listing', label: t('compare.listingType'), value: (p) => text.listingBadge(p) },
    { key: 'type', label: t('compare.type'), value: (p) => t(`property.typeNames.${p.propertyType}`) },
    { key: 'city', label: t('compare.city'), value: (p) => p.city },
    { key: 'area', label: t('compare.area'), value: (p) => text.sqft(p) },
    { key: 'beds', label: t('compare.bedrooms'), value: (p) => String(p.beds) },
    { key: 'baths', label: t('compare.bathrooms'), value: (p) => String(p.washrooms) },
    { key: 'available', label: t('compare.availability'), value: (p) => text.availability(p) },
    {
      key: 'status',
      label: t('compare.status'),
      value: (p) => (p.isClosed ? text.closedBadge(p) : t('compare.open')),
    },
    ...FEATURES.map((feature, index) => ({
      key: `feature-${index}`,
      label: t(`property.featureNames.${feature}`),
      value: (p: PublicProperty) =>
        t(p.features.includes(feature) ? 'property.featureYes' : 'property.featureNo'),
    })),
  ];
}

/** The number that ties a property's card to its rows on a phone (the name is always beside it). */
function Marker({ index }: { index: number }) {
  return (
    <span className="compare-marker" aria-hidden="true">
      {index + 1}
    </span>
  );
}

function PropertyHead({ property, sizes }: { property: PublicProperty; sizes: string }) {
  return (
    <>
      {property.images[0] ? (
        <ResponsiveImage image={property.images[0]} alt="" sizes={sizes} className="compare-head__photo" />
      ) : null}
      <span className="compare-head__text">
        <Link className="compare-head__name" to={`/single-property-1/${property.id}`}>
          {property.name}
        </Link>
        <span className="compare-head__address">{property.address}</span>
      </span>
    </>
  );
}

/**
 * The chosen properties compared fact by fact, as two renderings of one table: side by side from
 * 768 px, and on a phone one row group per fact listing each property's value beside its name, so
 * nothing scrolls sideways and every name stays in view (issue 15). CSS shows one of them; the hidden
 * one is `display: none`, so assistive technology meets only the table on screen.
 */
export function CompareTables({ properties }: { properties: readonly PublicProperty[] }) {
  const t = useT();
  const rows = useCompareRows();
  return (
    <>
      <table className="compare-table compare-table--wide">
        <caption className="visually-hidden">{t('compare.caption')}</caption>
        <thead>
          <tr>
            <td />
            {properties.map((p) => (
              <th key={p.id} scope="col" className="compare-head">
                <PropertyHead property={p} sizes="(min-width: 1200px) 300px, 25vw" />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {properties.map((p) => (
                <td key={p.id}>{row.value(p)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <div className="compare-stack">
        <ol className="compare-cards" aria-label={t('compare.chosen')}>
          {properties.map((p, index) => (
            <li key={p.id} className="compare-card">
              <Marker index={index} />
              <PropertyHead property={p} sizes="96px" />
            </li>
          ))}
        </ol>
        <table className="compare-table compare-table--stacked">
          <caption className="visually-hidden">{t('compare.caption')}</caption>
          {rows.map((row) => (
            <tbody key={row.key}>
              <tr>
                <th id={`compare-${row.key}`} scope="rowgroup" colSpan={2} className="compare-table__fact">
                  {row.label}
                </th>
              </tr>
              {properties.map((p, index) => (
                <tr key={p.id}>
                  <th id={`compare-${row.key}-${index}`} scope="row" className="compare-table__name">
                    <Marker index={index} />
                    {p.name}
                  </th>
                  <td headers={`compare-${row.key} compare-${row.key}-${index}`}>{row.value(p)}</td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </>
  );
}
