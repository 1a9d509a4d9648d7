import type { ReactNode } from 'react';
import { Link } from '../../components/site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import type { PublicProperty } from '../../../shared/domain/property.ts';
import { HydrateLater } from '../../components/hydration.tsx';
import { useRootData } from '../../root-data.ts';
import { StickySidebar } from './sticky-sidebar.tsx';

/** The company's phone and e-mail, and the way back to the listing. */
function ContactCard() {
  const t = useT();
  const site = useRootData()?.site;
  return (
    <div className="sidebar-card">
      {site ? <p>{t('property.enquiryText', { phone: site.phone, email: site.email })}</p> : null}
      <Link to="/list-layout-new-3">{t('property.backToListings')}</Link>
    </div>
  );
}

/**
 * The page's main action (spec 2.5: the contact form in the right sidebar): the enquiry form, or for
 * a rented or sold property a note leading to similar ones. Beside the page in a sticky sidebar, or,
 * in the full-width layout, below the sections.
 */
export function EnquiryAside({
  property,
  enquiryForm,
  closedBadge,
  id,
  similarId,
  isSidebar,
}: {
  property: PublicProperty;
  /** The enquiries feature's form, handed in by the route. */
  enquiryForm: ReactNode;
  closedBadge: ReactNode;
  /** Where the phone's bar and the full-width Book Showing link lead. */
  id: string;
  similarId: string;
  isSidebar: boolean;
}) {
  const t = useT();
  const content = property.isClosed ? (
    <>
      <div className="enquiry-card">
        <h2 id="closed-title" className="enquiry-card__title">
          {t('property.closedTitle')}
        </h2>
        <p>{closedBadge}</p>
        <p>{t(property.listingType === 'rent' ? 'property.closedRentedText' : 'property.closedSoldText')}</p>
        <a className="button button--accent" href={`#${similarId}`}>
          {t('property.seeSimilar')}
        </a>
      </div>
      <ContactCard />
    </>
  ) : (
    <>
      {enquiryForm}
      <ContactCard />
    </>
  );
  const labelledBy = property.isClosed ? 'closed-title' : 'enquiry-title';
  if (!isSidebar) {
    // Not a landmark of its own: the form inside is the region, named by its heading.
    return (
      <div id={property.isClosed ? undefined : id} className="property-detail__enquiry-below">
        <HydrateLater>
          <div className="enquiry-sidebar">{content}</div>
        </HydrateLater>
      </div>
    );
  }
  return (
    <aside
      id={property.isClosed ? undefined : id}
      className="property-detail__sidebar"
      aria-labelledby={labelledBy}
    >
      <HydrateLater>
        <StickySidebar className="enquiry-sidebar">{content}</StickySidebar>
      </HydrateLater>
    </aside>
  );
}
