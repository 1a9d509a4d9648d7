import { Link } from '../components/site-link.tsx';
import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/component';
import { requestEnvContext } from '../context.ts';
import { i18n } from '../i18n/i18n.ts';
import { Carousel } from '../components/carousel.tsx';
import { Pagination } from '../components/pagination.tsx';
import { ResponsiveImage } from '../components/responsive-image.tsx';
import { HydrateLater } from '../components/hydration.tsx';
import { usePropertyText } from '../hooks/use-property-text.ts';
import { toPropertySummary } from '../../shared/domain/property.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { PageHero } from '../features/company/page-hero.tsx';
import { Tabs } from '../features/company/tabs.tsx';
import { FaqAccordion } from '../features/company/faq-accordion.tsx';
import { PropertyCard } from '../features/properties/property-card.tsx';
import {
  AlertSamples,
  BadgeSamples,
  ButtonSamples,
  DialogSamples,
  FieldStates,
  GuideSection,
  Specimen,
} from '../features/style-guide/index.ts';
import '../i18n/catalogues/style-guide.ts';
import { faqContent } from '../i18n/content/faq.ts';
import { useLanguage } from '../i18n/use-language.ts';

/** The sample pager's length: its links lead back here with ?page=. */
const PAGER_PAGES = 5;
const TAB_IDS = ['overview', 'details', 'contact'] as const;

/**
 * /component (issue 16): the living style guide. Cards and carousel slides are the newest public
 * properties (read-only), so every link on them opens a real page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  const params = new URL(request.url).searchParams;
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 && asked <= PAGER_PAGES ? asked : 1;
  const tab = TAB_IDS.find((id) => id === params.get('tab')) ?? TAB_IDS[0];
  const newest = await services.properties.list({ page: 1, pageSize: 6 }, 'public');
  return { page, tab, properties: newest.items.map(toPropertySummary) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = rootDataOf(matches)?.site.name ?? '';
  return pageMeta(matches, {
    title: i18n.t('styleGuide.metaTitle', { site }),
    description: i18n.t('styleGuide.metaDescription'),
  });
};

const SECTIONS = [
  'buttons',
  'badges',
  'cards',
  'fields',
  'dialogs',
  'tabs',
  'pager',
  'carousel',
  'alerts',
] as const;

export default function ComponentGuide({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { faqCategories } = faqContent.of(useLanguage());
  const text = usePropertyText();
  const { page, tab, properties } = loaderData;
  const cards = properties.slice(0, 3);
  const photos = properties.filter((p) => p.images.length > 0);
  return (
    <>
      <PageHero id="style-guide-title" title={t('styleGuide.title')}>
        <p className="page-hero__lead">{t('styleGuide.intro')}</p>
      </PageHero>
      <div className="container section style-guide">
        <nav className="style-guide__toc" aria-label={t('styleGuide.contents')}>
          <ul>
            {SECTIONS.map((id) => (
              <li key={id}>
                <a href={`#${id}`}>{t(`styleGuide.${id}.title`)}</a>
              </li>
            ))}
          </ul>
        </nav>

        <ButtonSamples />
        <BadgeSamples />

        <GuideSection id="cards" title={t('styleGuide.cards.title')}>
          <Specimen name="<PropertyCard>" note={t('styleGuide.cards.note')} isWide>
            <p className="guide-section__note">{t('styleGuide.sampleNote')}</p>
            {cards.length > 0 ? (
              <ul className="property-grid">
                {cards.map((property) => (
                  <li key={property.id}>
                    <HydrateLater>
                      <PropertyCard property={property} />
                    </HydrateLater>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="empty-state">
                {t('styleGuide.cards.empty')}{' '}
                <Link to="/submit-property">{t('styleGuide.cards.submit')}</Link>
              </p>
            )}
          </Specimen>
        </GuideSection>

        <FieldStates />
        <DialogSamples />

        <GuideSection id="tabs" title={t('styleGuide.tabs.title')}>
          <div className="specimen-grid specimen-grid--two">
            <Specimen name="<Tabs>" note={t('styleGuide.tabs.tabs')}>
              <Tabs
                label={t('styleGuide.tabs.label')}
                idPrefix="guide"
                param="tab"
                selected={tab}
                items={TAB_IDS.map((id) => ({
                  id,
                  label: t(`styleGuide.tabs.${id}`),
                  content: <p>{t(`styleGuide.tabs.${id}Text`)}</p>,
                }))}
              />
            </Specimen>
            <Specimen name="<FaqAccordion>" note={t('styleGuide.tabs.accordion')}>
              <FaqAccordion name="guide-faq" entries={faqCategories[0]?.entries.slice(0, 3) ?? []} />
            </Specimen>
          </div>
        </GuideSection>

        <GuideSection id="pager" title={t('styleGuide.pager.title')}>
          <Specimen name="<Pagination>" note={t('styleGuide.pager.note')} isWide>
            <p>{t('styleGuide.pager.current', { page, total: PAGER_PAGES })}</p>
            <Pagination page={page} pageCount={PAGER_PAGES} hrefFor={(n) => `/component?page=${n}#pager`} />
          </Specimen>
        </GuideSection>

        <GuideSection id="carousel" title={t('styleGuide.carousel.title')}>
          <Specimen name="<Carousel>" note={t('styleGuide.carousel.note')} isWide>
            <HydrateLater>
              <Carousel
                label={t('styleGuide.carousel.label')}
                slidesPerView={{ base: 1, 768: 2, 1200: 3 }}
                autoplay={false}
                hasDots
              >
                {photos.length > 0
                  ? photos.map((property) => {
                      const image = property.images[0];
                      return image ? (
                        <figure key={property.id} className="guide-slide">
                          <ResponsiveImage
                            image={image}
                            alt={text.photoAlt(property, 1, property.images.length)}
                            sizes="(max-width: 767px) 100vw, 400px"
                          />
                          <figcaption>
                            <Link to={`/single-property-1/${property.id}`}>{property.name}</Link>
                            <span>{text.price(property)}</span>
                          </figcaption>
                        </figure>
                      ) : null;
                    })
                  : [1, 2, 3].map((index) => (
                      <p key={index} className="guide-slide guide-slide--plain">
                        {t('styleGuide.carousel.noPhoto', { index })}
                      </p>
                    ))}
              </Carousel>
            </HydrateLater>
          </Specimen>
        </GuideSection>

        <AlertSamples />
      </div>
    </>
  );
}
