import type { ReactNode } from 'react';
import { Link } from '../../components/site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import { CalendarCheck, MapPin, Pencil } from 'lucide-react';
import type { PublicProperty } from '../../../shared/domain/property.ts';
import { ShortlistButtons } from '../shortlist/index.ts';
import { useTextLang } from '../../i18n/use-language.ts';

/**
 * Badges, the title, address, price and facts (spec 2.5), right under the page's first block.
 * `facts` is the properties feature's row of facts, handed in by the route.
 */
export function PropertySummary({
  property,
  price,
  closedBadge,
  facts,
  canEdit,
  enquiryId,
}: {
  property: PublicProperty;
  price: string;
  closedBadge: ReactNode;
  facts: ReactNode;
  /** Spec 2.5: 'Edit Property' only for a signed-in admin, leading to the edit form. */
  canEdit: boolean;
  /** Given where the form is not beside the summary (full width): a Book Showing link down to it. */
  enquiryId?: string;
}) {
  const t = useT();
  const nameLang = useTextLang(property.textLanguage);
  return (
    <header className="property-detail__summary">
      <div className="property-detail__topline">
        <p className="property-detail__badges">
          <span className={`badge badge--${property.listingType}`}>
            {t(property.listingType === 'rent' ? 'property.forRent' : 'property.forSale')}
          </span>
          {closedBadge}
        </p>
        {canEdit ? (
          <Link className="button button--ghost" to={`/submit-property?id=${property.id}`}>
            <Pencil aria-hidden="true" size={18} />
            {t('property.editProperty')}
          </Link>
        ) : null}
      </div>
      <h1 id="property-title" lang={nameLang}>
        {property.name}
      </h1>
      <p className="property-detail__address">
        <MapPin aria-hidden="true" size={18} />
        {property.address}
      </p>
      <p className="property-detail__price">{price}</p>
      {facts}
      <ShortlistButtons property={property} />
      {enquiryId && !property.isClosed ? (
        // On a phone the bar along the bottom does this; from 992 px up this link does.
        <p className="property-detail__jump">
          <a className="button button--accent" href={`#${enquiryId}`}>
            <CalendarCheck aria-hidden="true" size={18} />
            {t('enquiries.bookShowing')}
          </a>
        </p>
      ) : null}
    </header>
  );
}
