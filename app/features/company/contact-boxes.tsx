import { Mail, MapPin, Phone } from 'lucide-react';
import { useT } from '../../i18n/use-t.ts';
import type { SiteInfo } from '../../../content/site.ts';
import { telHref } from '../../components/tel-href.ts';
import { formatPhone } from '../../../shared/format.ts';

/** The company's phone, e-mail and address as three boxes (services and FAQ pages). */
export function ContactBoxes({ site, headingLevel = 2 }: { site: SiteInfo; headingLevel?: 2 | 3 }) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="contact-boxes">
      <li className="contact-box">
        <Phone aria-hidden="true" size={28} />
        <Heading className="contact-box__title">{t('company.contact.phone')}</Heading>
        <a href={telHref(site.phone)}>{formatPhone(site.phone)}</a>
      </li>
      <li className="contact-box">
        <Mail aria-hidden="true" size={28} />
        <Heading className="contact-box__title">{t('company.contact.email')}</Heading>
        <a href={`mailto:${site.email}`}>{site.email}</a>
      </li>
      <li className="contact-box">
        <MapPin aria-hidden="true" size={28} />
        <Heading className="contact-box__title">{t('company.contact.address')}</Heading>
        <p>{site.streetAddress}</p>
      </li>
    </ul>
  );
}
