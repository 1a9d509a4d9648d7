import { NavLink } from '../../components/site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useViewer } from '../auth/index.ts';

const SECTIONS = [
  { to: '/propertyadmin', key: 'admin.navProperties' },
  { to: '/propertyadmin/review', key: 'admin.navReview' },
  { to: '/propertyadmin/enquiries', key: 'admin.navEnquiries' },
  { to: '/propertyadmin/orders', key: 'admin.navOrders' },
  { to: '/propertyadmin/outbox', key: 'admin.navOutbox' },
  { to: '/propertyadmin/tokens', key: 'admin.navTokens' },
] as const;

/** The console's sections; the review queue shows how many submissions wait. */
export function AdminNav() {
  const t = useT();
  const count = useViewer()?.reviewCount ?? 0;
  return (
    <nav className="admin-nav" aria-label={t('admin.sectionNav')}>
      <ul>
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <NavLink to={section.to} end>
              {t(section.key)}
              {section.to === '/propertyadmin/review' && count > 0 ? (
                <>
                  {' '}
                  <span className="nav-count">{count}</span>
                </>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
