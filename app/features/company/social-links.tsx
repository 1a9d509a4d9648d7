import { useTranslation } from 'react-i18next';
import type { SiteInfo } from '../../../content/site.ts';

const NETWORKS = ['facebook', 'youtube', 'instagram', 'whatsapp'] as const;

/** The company's social links (content/site.ts), each named for screen readers. */
export function SocialLinks({ site, label }: { site: SiteInfo; label: string }) {
  const { t } = useTranslation();
  return (
    <ul className="social-links" aria-label={label}>
      {NETWORKS.map((network) => (
        <li key={network}>
          <a href={site.social[network]} rel="noopener noreferrer" target="_blank">
            {t(`footer.social.${network}`)}
            <span className="visually-hidden"> {t('company.opensInNewTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
