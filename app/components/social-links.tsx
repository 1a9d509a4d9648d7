import { useT } from '../i18n/use-t.ts';
import { SOCIAL_NETWORKS, type SiteInfo, type SocialNetwork } from '../../content/site.ts';

/** The networks the company has a page on (SITE_FACEBOOK_URL...), in the spec's order, with their URLs. */
export function socialLinksOf(site: SiteInfo): Array<{ network: SocialNetwork; url: string }> {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = site.social[network];
    return url ? [{ network, url }] : [];
  });
}

/** Whether any social link is configured: without one, a "Follow us" heading is left out too. */
export function hasSocialLinks(site: SiteInfo): boolean {
  return socialLinksOf(site).length > 0;
}

/**
 * The company's social links, each opening in a new tab: in the footer, on the contact page and on
 * the services page. Only the configured networks are listed; none configured, nothing renders.
 * `newTabNote` is read after each name by screen readers.
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
  const t = useT();
  const links = socialLinksOf(site);
  if (links.length === 0) return null;
  return (
    <ul className={className} aria-label={label}>
      {links.map(({ network, url }) => (
        <li key={network}>
          <a href={url} rel="noopener noreferrer" target="_blank">
            {t(`footer.social.${network}`)}
            {newTabNote ? <span className="visually-hidden"> {newTabNote}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
