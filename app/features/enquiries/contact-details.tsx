import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { SiteInfo } from '../../../content/site.ts';

const NETWORKS = ['facebook', 'youtube', 'instagram', 'whatsapp'] as const;

/**
 * The company's address, e-mail, phone and social links (spec 2.9), from the site configuration.
 * `map` is the slot for the office map (app/features/maps); the address is always there as text.
 */
export function ContactDetails({ site, map }: { site: SiteInfo; map?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">{t('enquiries.contact.detailsHeading')}</h2>
      <p className="contact-details__name">{site.name}</p>
      <dl className="contact-details__list">
        <div>
          <dt>
            <MapPin aria-hidden="true" size={18} />
            {t('enquiries.contact.address')}
          </dt>
          <dd>
            <address>{site.streetAddress}</address>
          </dd>
        </div>
        <div>
          <dt>
            <Mail aria-hidden="true" size={18} />
            {t('enquiries.contact.email')}
          </dt>
          <dd>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </dd>
        </div>
        <div>
          <dt>
            <Phone aria-hidden="true" size={18} />
            {t('enquiries.contact.phone')}
          </dt>
          <dd>
            <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a>
          </dd>
        </div>
      </dl>
      <h3 className="contact-details__follow">{t('enquiries.contact.followUs')}</h3>
      <ul className="contact-details__social">
        {NETWORKS.map((network) => (
          <li key={network}>
            <a href={site.social[network]} rel="noopener noreferrer" target="_blank">
              {t(`footer.social.${network}`)}
            </a>
          </li>
        ))}
      </ul>
      {map ? <div className="contact-details__map">{map}</div> : null}
    </section>
  );
}
