import type { ReactNode } from 'react';
import { Link } from '../../components/site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import type { PropertySummary } from '../../../shared/domain/property.ts';
import { usePropertyText } from '../../hooks/use-property-text.ts';

/**
 * Sidebar of the agent and agency pages: the contact form (the Enquiries flow, sent to the company,
 * since the profiles are samples; the page passes it in as `children`), then a few real, public
 * properties.
 */
export function ProfileSidebar({ featured, children }: { featured: PropertySummary[]; children: ReactNode }) {
  const t = useT();
  const text = usePropertyText();
  return (
    <aside className="profile-sidebar" aria-label={t('agents.sidebar.contactHeading')}>
      <div className="sidebar-card">
        <h2>{t('agents.sidebar.contactHeading')}</h2>
        <p>{t('agents.sidebar.contactText')}</p>
        {children}
      </div>
      <div className="sidebar-card">
        <h2>{t('agents.sidebar.featuredHeading')}</h2>
        {featured.length > 0 ? (
          <ul className="featured-list">
            {featured.map((property) => (
              <li key={property.id}>
                <Link to={`/single-property-1/${property.id}`}>{property.name}</Link>
                <p>
                  {text.price(property)} · {property.city}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('agents.sidebar.noFeatured')}</p>
        )}
      </div>
    </aside>
  );
}
