import { useTranslation } from 'react-i18next';
import type { SiteInfo } from '../../content/site.ts';

const NETWORKS = ['facebook', 'youtube', 'instagram', 'whatsapp'] as const;

/**
 * The company's social links (content/site.ts), each opening in a new tab: in the footer, on the
 * contact page and on the services page. `newTabNote` is read after each name by screen readers.
 */
export function SocialLinks({
  site,
  className,
  label,
  newTabNote,
}: {
  site: SiteInfo;
  className: string;
  label?: string;
  newTabNote?: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className={className} aria-label={label}>
      {NETWORKS.map((network) => (
        <li key={network}>
          <a href={site.social[network]} rel="noopener noreferrer" target="_blank">
            {t(`footer.social.${network}`)}
            {newTabNote ? <span className="visually-hidden"> {newTabNote}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
