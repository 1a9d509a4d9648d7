import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { SiteInfo } from '../../../content/site.ts';
import { Detail } from '../../components/detail.tsx';
import { hasSocialLinks, SocialLinks } from '../../components/social-links.tsx';
import { telHref } from '../../components/tel-href.ts';
import { formatPhone } from '../../../shared/format.ts';

/**
 * The company's address, e-mail, phone and social links (spec 2.9), from the site configuration.
 * `map` is the slot for the office map (app/features/maps); the address is always there as text.
 */
export function ContactDetails({ site, map }: { site: SiteInfo; map?: ReactNode }) {
  const t = useT();
  return (
    <section className="contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">{t('enquiries.contact.detailsHeading')}</h2>
      <p className="contact-details__name">{site.name}</p>
      <dl className="contact-details__list">
        <Detail term={t('enquiries.contact.address')} icon={<MapPin aria-hidden="true" size={18} />}>
          <address>{site.streetAddress}</address>
        </Detail>
        <Detail term={t('enquiries.contact.email')} icon={<Mail aria-hidden="true" size={18} />}>
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </Detail>
        <Detail term={t('enquiries.contact.phone')} icon={<Phone aria-hidden="true" size={18} />}>
          <a href={telHref(site.phone)}>{formatPhone(site.phone)}</a>
        </Detail>
      </dl>
      {hasSocialLinks(site) ? (
        <h3 className="contact-details__follow">{t('enquiries.contact.followUs')}</h3>
      ) : null}
      <SocialLinks site={site} className="contact-details__social" />
      {map ? <div className="contact-details__map">{map}</div> : null}
    </section>
  );
}
