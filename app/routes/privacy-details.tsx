import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/privacy-details';
import { privacyContent } from '../i18n/content/privacy.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { companyMeta } from '../features/company/company-meta.ts';
import { telHref } from '../components/tel-href.ts';
import { formatPhone } from '../../shared/format.ts';
import { PageHero } from '../features/company/page-hero.tsx';
import { privacyPolicy } from '../features/company/privacy-policy.ts';
import { formatPolicyDate } from '../features/company/policy-date.ts';
import { useSite } from '../features/company/use-site.ts';
import '../i18n/catalogues/company.ts';

export const meta: Route.MetaFunction = ({ matches }) =>
  companyMeta(matches, {
    title: 'privacyTitle',
    description: 'privacyDescription',
    path: '/privacy-details',
  });

/** Spec 2.10: the policy, effective 01-Jan-2025, ten sections, the company's contact details. */
export default function PrivacyDetails() {
  const t = useT();
  const site = useSite();
  const language = useLanguage();
  const sections = privacyPolicy(site, language);
  const { privacyEffectiveDate } = privacyContent.of(language);
  return (
    <>
      <PageHero id="privacy-title" title={t('company.privacy.title')}>
        <p className="page-hero__lead">
          {t('company.privacy.effective', { date: formatPolicyDate(privacyEffectiveDate, language) })}
        </p>
      </PageHero>
      <div className="container section policy">
        <nav className="policy__contents" aria-labelledby="policy-contents-title">
          <h2 id="policy-contents-title">{t('company.privacy.contentsHeading')}</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="policy__body">
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>{section.title}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.list ? (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {section.id === 'contact' ? (
                <address className="policy__contact">
                  <strong>{site.name}</strong>
                  <br />
                  {site.streetAddress}
                  <br />
                  {t('footer.phone')}: <a href={telHref(site.phone)}>{formatPhone(site.phone)}</a>
                  <br />
                  {t('footer.email')}: <a href={`mailto:${site.email}`}>{site.email}</a>
                </address>
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
