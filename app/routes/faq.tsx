import { Link } from '../components/site-link.tsx';
import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/faq';
import { companyMeta } from '../features/company/company-meta.ts';
import { ContactBoxes } from '../features/company/contact-boxes.tsx';
import { FaqAccordion } from '../features/company/faq-accordion.tsx';
import { PageHero } from '../features/company/page-hero.tsx';
import { Tabs } from '../features/company/tabs.tsx';
import { useSite } from '../features/company/use-site.ts';
import '../i18n/catalogues/company.ts';
import { faqContent } from '../i18n/content/faq.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { languageOf } from '../../shared/i18n/languages.ts';

export function loader({ request }: Route.LoaderArgs) {
  // Without JavaScript each tab is a link to ?tab=..., rendered here.
  const tab = new URL(request.url).searchParams.get('tab');
  const { faqCategories } = faqContent.of(languageOf(request));
  return { tab: faqCategories.some((c) => c.id === tab) ? (tab as string) : 'general' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  companyMeta(matches, { title: 'faqTitle', description: 'faqDescription', path: '/faq' });

/** Spec 2.12: contact boxes; tabs General, Payment, Upgrade, each an accordion (one open at a time). */
export default function Faq({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { faqCategories } = faqContent.of(useLanguage());
  const site = useSite();
  return (
    <>
      <PageHero id="faq-title" title={t('company.faq.title')} kicker={t('company.faq.kicker')} />
      <section className="container section" aria-labelledby="faq-contact-title">
        <h2 id="faq-contact-title" className="visually-hidden">
          {t('company.contact.heading')}
        </h2>
        <ContactBoxes site={site} headingLevel={3} />
      </section>
      <div className="container section faq">
        <Tabs
          label={t('company.faq.tabsLabel')}
          idPrefix="faq"
          param="tab"
          selected={loaderData.tab}
          items={faqCategories.map((category) => ({
            id: category.id,
            label: category.title,
            content: <FaqAccordion name={`faq-${category.id}`} entries={category.entries} />,
          }))}
        />
        <p className="faq__more">
          {t('company.faq.stillQuestions')} <Link to="/contact">{t('company.contactUs')}</Link>
        </p>
      </div>
    </>
  );
}
