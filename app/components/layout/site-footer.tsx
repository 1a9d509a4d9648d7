import { Link } from '../site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { SiteInfo } from '../../../content/site.ts';
import { hasSocialLinks, SocialLinks } from '../social-links.tsx';
import { telHref } from '../tel-href.ts';
import { formatPhone } from '../../../shared/format.ts';
import { ScrollToTop } from './scroll-to-top.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { RememberedMarkup } from './remembered-markup.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { useLocation } from 'react-router';

export function SiteFooter({ site }: { site: SiteInfo }) {
  const t = useT();
  const year = new Date().getFullYear();
  const language = useLanguage();
  // The language switch keeps the page's path, query and place.
  const { pathname, search, hash } = useLocation();
  // Everything the footer shows: the server writes the markup of an earlier request with the same key.
  const memoryKey = [language, pathname, search, hash, year, JSON.stringify(site)].join('\n');
  return (
    <RememberedMarkup as="footer" className="site-footer" memoryKey={memoryKey}>
      <section className="agent-banner" aria-labelledby="agent-banner-title">
        <div className="container agent-banner__inner">
          <div>
            <h2 id="agent-banner-title">{t('footer.agentBannerTitle')}</h2>
            <p>{t('footer.agentBannerText')}</p>
          </div>
          {/* Spec 2.2: SignUp Today opens the account form (Signup As agent or agency, issue 17). */}
          <Link className="button button--accent" to="/create-account">
            {t('footer.agentBannerButton')}
          </Link>
        </div>
      </section>
      <div className="container site-footer__grid">
        <div>
          <p className="site-footer__name">{site.name}</p>
          <ul className="site-footer__contact">
            <li>
              <MapPin aria-hidden="true" size={18} />
              <span className="visually-hidden">{t('footer.address')}: </span>
              {site.streetAddress}
            </li>
            <li>
              <Phone aria-hidden="true" size={18} />
              <span className="visually-hidden">{t('footer.phone')}: </span>
              <a href={telHref(site.phone)}>{formatPhone(site.phone)}</a>
            </li>
            <li>
              <Mail aria-hidden="true" size={18} />
              <span className="visually-hidden">{t('footer.email')}: </span>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
          </ul>
        </div>
        <nav aria-label={t('footer.quickLinks')}>
          <ul className="site-footer__links">
            <li>
              <Link to="/about-us">{t('footer.about')}</Link>
            </li>
            <li>
              <Link to="/privacy-details">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/contact">{t('footer.contact')}</Link>
            </li>
            <li>
              <LanguageSwitch />
            </li>
          </ul>
        </nav>
        {hasSocialLinks(site) ? (
          <div>
            <p className="site-footer__heading">{t('footer.followUs')}</p>
            <SocialLinks site={site} className="site-footer__social" />
          </div>
        ) : null}
      </div>
      <p className="site-footer__copyright">{t('footer.copyright', { year, site: site.name })}</p>
      <ScrollToTop />
    </RememberedMarkup>
  );
}
