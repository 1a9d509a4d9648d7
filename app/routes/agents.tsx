import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/agents';
import { i18n } from '../i18n/i18n.ts';
import { PageHero } from '../features/company/page-hero.tsx';
import { ProfileSearch, searchedLocation } from '../features/agents/location-search.tsx';
import { AgentCard } from '../features/agents/profile-card.tsx';
import { filterByLocation } from '../features/agents/sample-profiles.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import '../i18n/catalogues/company.ts';
import { languageOf } from '../../shared/i18n/languages.ts';
import { agentsContent } from '../i18n/content/agents.ts';

export function loader({ request }: Route.LoaderArgs) {
  const location = searchedLocation(request);
  const { agents } = agentsContent.of(languageOf(request));
  return { location, agents: filterByLocation(agents, location) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  return pageMeta(matches, {
    title: i18n.t('agents.meta.agentsTitle', { site: root?.site.name ?? '' }),
    description: i18n.t('agents.meta.agentsDescription'),
    canonical: '/agents',
  });
};

/** Spec 2.11: sample agents, a location search and cards. */
export default function Agents({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { location, agents: found } = loaderData;
  return (
    <>
      <PageHero id="agents-title" title={t('agents.agentsTitle')}>
        <p className="page-hero__lead">{t('agents.sampleNote')}</p>
      </PageHero>
      <ProfileSearch
        action="/agents"
        location={location}
        found={found}
        card={(agent) => <AgentCard agent={agent} headingLevel={2} />}
      />
    </>
  );
}
