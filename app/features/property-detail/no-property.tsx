import { Link } from '../../components/site-link.tsx';
import { useT } from '../../i18n/use-t.ts';

/** A layout opened without an id while no property is public yet: say so, and lead to the listing. */
export function NoProperty() {
  const t = useT();
  return (
    <section className="container property-detail-empty" aria-labelledby="no-property-title">
      <div className="empty-state" role="status">
        <h1 id="no-property-title" className="empty-state__title">
          {t('property.noneTitle')}
        </h1>
        <p>{t('property.noneText')}</p>
        <p>
          <Link className="button button--primary" to="/list-layout-new-3">
            {t('property.seeListings')}
          </Link>
        </p>
      </div>
    </section>
  );
}
