import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/agencies';
import { i18n } from '../i18n/i18n.ts';
import { PageHero } from '../features/company/page-hero.tsx';
import { ProfileSearch, searchedLocation } from '../features/agents/location-search.tsx';
import { AgencyCard } from '../features/agents/profile-card.tsx';
import { filterByLocation } from '../features/agents/sample-profiles.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import '../i18n/catalogues/company.ts';
import { languageOf } from '../../shared/i18n/languages.ts';
import { agentsContent } from '../i18n/content/agents.ts';

export function loader({ request }: Route.LoaderArgs) {
  const location = searchedLocation(request);
  const { agencies } = agentsContent.of(languageOf(request));
  return { location, agencies: filterByLocation(agencies, location) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  return pageMeta(matches, {
    title: i18n.t('agents.meta.agenciesTitle', { site: root?.site.name ?? '' }),
    description: i18n.t('agents.meta.agenciesDescription'),
    canonical: '/agencies',
  });
};

/** Spec 2.11: sample agencies, a location search and cards. */
export default function Agencies({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { location, agencies: found } = loaderData;
  return (
    <>
      <PageHero id="agencies-title" title={t('agents.agenciesTitle')}>
        <p className="page-hero__lead">{t('agents.sampleNote')}</p>
      </PageHero>
      <ProfileSearch
        action="/agencies"
        location={location}
        found={found}
        card={(agency) => <AgencyCard agency={agency} headingLevel={2} />}
      />
    </>
  );
}
