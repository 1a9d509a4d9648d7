import { Link } from '../components/site-link.tsx';
import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/agency-page';
import { requestEnvContext } from '../context.ts';
import { toPropertySummary } from '../../shared/domain/property.ts';
import { i18n } from '../i18n/i18n.ts';
import { Tabs } from '../features/company/tabs.tsx';
import { FEATURED_LIMIT } from '../features/agents/limits.ts';
import { AgentCard, ProfileGrid } from '../features/agents/profile-card.tsx';
import { ProfileIntro } from '../features/agents/profile-intro.tsx';
import { ProfileSidebar } from '../features/agents/profile-sidebar.tsx';
import { ContactForm } from '../features/enquiries/contact-form.tsx';
import { agencyOrDefault, agentsOfAgency } from '../features/agents/sample-profiles.ts';
import { PropertyGrid } from '../features/properties/property-card.tsx';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import '../i18n/catalogues/company.ts';
import { languageOf } from '../../shared/i18n/languages.ts';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, site } = context.get(requestEnvContext);
  const { agency, isFound } = agencyOrDefault(params.id, site, languageOf(request));
  // Spec 2.11: the Property tab shows the first 6 (real, public) properties.
  const properties = (await services.properties.listForHome({})).map(toPropertySummary);
  const tab = new URL(request.url).searchParams.get('tab') === 'property' ? 'property' : 'agents';
  return {
    agency,
    isFound,
    agents: agentsOfAgency(agency.id, languageOf(request)),
    properties,
    featured: properties.slice(0, FEATURED_LIMIT),
    tab,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  if (!loaderData) return [];
  const { agency, isFound } = loaderData;
  return pageMeta(matches, {
    title: i18n.t('agents.meta.profileTitle', { name: agency.name, site: root?.site.name ?? '' }),
    description: i18n.t('agents.meta.agencyDescription', { name: agency.name }),
    canonical: `/agency-page${isFound ? `/${agency.id}` : ''}`,
  });
};

/** Spec 2.11: agency detail (sample data) with tabs Agents and Property, Add New Agent and a sidebar. */
export default function AgencyPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { agency, agents, properties, featured, tab } = loaderData;
  return (
    <div className="container section profile-layout">
      <div>
        <ProfileIntro
          profile={agency}
          facts={[{ title: t('agents.info.address'), value: agency.address }]}
          action={
            <Link className="button button--accent" to="/add-agent">
              {t('agents.addNewAgent')}
            </Link>
          }
        />
        <Tabs
          label={t('agents.tabs.agencyLabel')}
          idPrefix="agency"
          param="tab"
          selected={tab}
          items={[
            {
              id: 'agents',
              label: t('agents.tabs.agents'),
              content:
                agents.length > 0 ? (
                  <ProfileGrid profiles={agents} card={(agent) => <AgentCard agent={agent} />} />
                ) : (
                  <p>{t('agents.tabs.noAgents')}</p>
                ),
            },
            {
              id: 'property',
              label: t('agents.tabs.property'),
              content:
                properties.length > 0 ? (
                  <PropertyGrid properties={properties} />
                ) : (
                  <p>{t('agents.tabs.none')}</p>
                ),
            },
          ]}
        />
      </div>
      <ProfileSidebar featured={featured}>
        <ContactForm prefill={{ subject: t('agents.sidebar.subject', { name: agency.name }), message: '' }} />
      </ProfileSidebar>
    </div>
  );
}
