import type { ReactNode } from 'react';
import { Link } from '../components/site-link.tsx';
import { useT } from '../i18n/use-t.ts';
import type { TFunction } from 'i18next';
import type { Route } from './+types/home-variant';
import { requestEnvContext } from '../context.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageError } from '../responses.ts';
import { listingHref } from '../../shared/domain/listing-filters.ts';
import type { PropertySummary } from '../../shared/domain/property.ts';
import { Carousel } from '../components/carousel.tsx';
import { HydrateLater } from '../components/hydration.tsx';
import {
  CallToAction,
  compositionOf,
  HeroBackdrop,
  HeroFrame,
  HeroPhoto,
  HeroSlides,
  HomeHero,
  HomeSearch,
  HomeSection,
  LISTINGS_PATH,
  ServicesBand,
  type HomeComposition,
  type SectionKind,
} from '../features/home/index.ts';
import { loadHomeVariant } from '../features/home/home-data.server.ts';
import { AgentCard } from '../features/agents/profile-card.tsx';
import { LazyMap } from '../features/maps/lazy-map.tsx';
import { PropertyCard, PropertyGrid } from '../features/properties/property-card.tsx';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { TestimonialsCarousel } from '../features/testimonials/testimonials-carousel.tsx';
import { VideoFacade } from '../features/video/video-facade.tsx';
import '../i18n/catalogues/company.ts';
import '../i18n/catalogues/home-variants.ts';
import { pathWithoutLanguage } from '../../shared/i18n/languages.ts';
import { agentsContent } from '../i18n/content/agents.ts';
import { useLanguage } from '../i18n/use-language.ts';

/** Cards per view of the newest properties' carousel. */
const CAROUSEL_PER_VIEW = { base: 1, 768: 2, 1200: 3 } as const;

/** How many sample agents the agents section shows. */
const AGENTS_SHOWN = 3;

/**
 * /home-2 … /home-11 (issue 16): one module for the ten home variants. Each path names a composition
 * of the home sections (app/features/home/compositions.ts, ADR 035); the data is real: the newest
 * public properties, their count, a property with a map location or a video for those heroes.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // A client-side navigation asks for /home-3.data (React Router's single fetch): the same page.
  // The path without its language: /fr/home-3 is the same composition.
  const path = pathWithoutLanguage(new URL(request.url).pathname.replace(/\.data$/, '').replace(/\/+$/, ''));
  const composition = compositionOf(path);
  if (!composition) throw pageError(404);
  const { services } = context.get(requestEnvContext);
  return { path, composition, ...(await loadHomeVariant(services.properties, composition)) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataOf(matches);
  if (!loaderData) return [];
  const { key } = loaderData.composition;
  return pageMeta(matches, {
    title: i18n.t('homeVariants.metaTitle', {
      title: i18n.t(`homeVariants.variants.${key}.title`),
      site: root?.site.name ?? '',
    }),
    description: i18n.t(`homeVariants.variants.${key}.lead`),
    canonical: loaderData.path,
  });
};

type Data = Route.ComponentProps['loaderData'];

export default function HomeVariant({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { composition, counts } = loaderData;
  const { key } = composition;
  const stats = t('homeVariants.hero.stats', {
    rent: t('homeVariants.search.rentCount', { count: counts.rent }),
    sale: t('homeVariants.search.saleCount', { count: counts.sale }),
  });
  return (
    <>
      <HomeHero
        kind={composition.hero}
        title={t(`homeVariants.variants.${key}.title`)}
        lead={t(`homeVariants.variants.${key}.lead`)}
        stats={stats}
        search={<HomeSearch kind={composition.search} counts={counts} />}
        media={heroMedia(loaderData, t)}
      />
      {composition.sections.map((section) => (
        <Section key={section} kind={section} data={loaderData} />
      ))}
    </>
  );
}

/** What the hero shows beside or behind its text; a photo where a map or video is not to be had. */
function heroMedia(data: Data, t: TFunction): ReactNode {
  const [newest] = data.pictured;
  const photo = newest ? (
    <HeroPhoto property={newest} sizes="(max-width: 991px) 100vw, 560px" isPriority />
  ) : null;
  switch (data.composition.hero) {
    case 'image':
      return newest ? <HeroBackdrop property={newest} /> : null;
    case 'split':
      return photo;
    case 'slider':
      return data.pictured.length > 0 ? (
        <HydrateLater>
          <HeroSlides properties={data.pictured} />
        </HydrateLater>
      ) : null;
    case 'map':
      if (!data.map) return photo;
      return (
        <HeroFrame
          caption={t('homeVariants.hero.mapCaption', { name: data.map.name })}
          property={data.map}
          extra={<Link to="/map">{t('homeVariants.hero.mapSearch')}</Link>}
        >
          <HydrateLater>
            <LazyMap
              latitude={data.map.latitude}
              longitude={data.map.longitude}
              address={data.map.address}
              label={t('homeVariants.hero.mapLabel', { address: data.map.address })}
            />
          </HydrateLater>
        </HeroFrame>
      );
    case 'video':
      if (!data.video) return photo;
      return (
        <HeroFrame
          caption={t('homeVariants.hero.videoCaption', { name: data.video.name })}
          property={data.video}
        >
          <HydrateLater>
            <VideoFacade
              video={data.video.video}
              name={data.video.name}
              poster={data.video.poster ?? undefined}
            />
          </HydrateLater>
        </HeroFrame>
      );
  }
}

function Section({ kind, data }: { kind: SectionKind; data: Data }): ReactNode {
  switch (kind) {
    case 'featured':
      return (
        <Featured
          featured={data.composition.featured}
          properties={data.featured}
          total={data.featuredTotal}
        />
      );
    case 'services':
      return <ServicesBand />;
    case 'testimonials':
      return (
        <HydrateLater>
          <TestimonialsCarousel />
        </HydrateLater>
      );
    case 'agents':
      return <Agents />;
    case 'callToAction':
      return <CallToAction />;
  }
}

/** The newest properties of the composition's kind, with a link to all of them on the listing. */
function Featured({
  featured,
  properties,
  total,
}: {
  featured: HomeComposition['featured'];
  properties: PropertySummary[];
  total: number;
}) {
  const t = useT();
  const kind = featured.listingType ?? 'any';
  const filters = featured.listingType ? { listingType: featured.listingType } : {};
  return (
    <HomeSection
      id="home-featured-title"
      title={t(`homeVariants.featured.${kind}`)}
      text={t(`homeVariants.featured.${kind}Text`)}
      more={
        total > 0
          ? {
              to: listingHref(LISTINGS_PATH, filters),
              label: t('homeVariants.featured.browseAll', { count: total }),
            }
          : undefined
      }
    >
      {properties.length === 0 ? (
        <div className="empty-state" role="status">
          <p className="empty-state__title">{t('listing.noResults')}</p>
          <p>{t('listing.noResultsHint')}</p>
        </div>
      ) : featured.layout === 'grid' ? (
        <PropertyGrid properties={properties} />
      ) : featured.layout === 'carousel' ? (
        <HydrateLater>
          <Carousel
            label={t('homeVariants.featured.carouselLabel')}
            slidesPerView={CAROUSEL_PER_VIEW}
            hasDots
            className="home-featured-carousel"
          >
            {properties.map((property) => (
              <PropertyCard key={property.id} property={property} />
            ))}
          </Carousel>
        </HydrateLater>
      ) : (
        <PropertyGrid properties={properties} layout="list" />
      )}
    </HomeSection>
  );
}

/** A few of the sample agents (spec 2.11: template data, and the section says so). */
function Agents() {
  const t = useT();
  const { agents } = agentsContent.of(useLanguage());
  return (
    <HomeSection
      id="home-agents-title"
      title={t('homeVariants.agents.heading')}
      text={t('agents.sampleNote')}
      more={{ to: '/agents', label: t('homeVariants.agents.more') }}
    >
      <ul className="profile-grid">
        {agents.slice(0, AGENTS_SHOWN).map((agent) => (
          <li key={agent.id}>
            <AgentCard agent={agent} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
