import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/agency-page';
import { requestEnvContext } from '../context.ts';
import { toPropertySummary } from '../../shared/domain/property.ts';
import { i18n } from '../i18n/i18n.ts';
import { InitialsAvatar } from '../features/company/initials-avatar.tsx';
import { telHref } from '../features/company/contact-boxes.tsx';
import { Tabs } from '../features/company/tabs.tsx';
import { FEATURED_LIMIT } from '../features/agents/limits.ts';
import { AgentCard } from '../features/agents/profile-card.tsx';
import { ProfileSidebar } from '../features/agents/profile-sidebar.tsx';
import { agencyOrDefault, agentsOfAgency } from '../features/agents/sample-profiles.ts';
import { PropertyGrid } from '../features/properties/property-card.tsx';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import '../i18n/catalogues/company.ts';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, site } = context.get(requestEnvContext);
  const { agency, isFound } = agencyOrDefault(params.id, site);
  // Spec 2.11: the Property tab shows the first 6 (real, public) properties.
  const properties = (await services.properties.listForHome({})).map(toPropertySummary);
  const tab = new URL(request.url).searchParams.get('tab') === 'property' ? 'property' : 'agents';
  return {
    agency,
    isFound,
    agents: agentsOfAgency(agency.id),
    properties,
    featured: properties.slice(0, FEATURED_LIMIT),
    tab,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  if (!loaderData) return [];
  const { agency, isFound } = loaderData;
  return pageMeta({
    title: i18n.t('agents.meta.profileTitle', { name: agency.name, site: root?.site.name ?? '' }),
    description: i18n.t('agents.meta.agencyDescription', { name: agency.name }),
    canonical: root ? `${root.origin}/agency-page${isFound ? `/${agency.id}` : ''}` : undefined,
  });
};

/** Spec 2.11: agency detail (sample data) with tabs Agents and Property, Add New Agent and a sidebar. */
export default function AgencyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { agency, agents, properties, featured, tab } = loaderData;
  return (
    <div className="container section profile-layout">
      <div>
        <header className="profile-header">
          <InitialsAvatar name={agency.name} size={120} />
          <div>
            <h1>{agency.name}</h1>
            {agency.about ? <p>{agency.about}</p> : null}
            <p className="sample-note">{t('agents.sampleNote')}</p>
          </div>
          <Link className="button button--accent" to="/add-agent">
            {t('agents.addNewAgent')}
          </Link>
        </header>
        <h2 className="visually-hidden">{t('agents.info.heading')}</h2>
        <dl className="info-list">
          <div>
            <dt>{t('agents.info.address')}</dt>
            <dd>{agency.address}</dd>
          </div>
          <div>
            <dt>{t('agents.info.phone')}</dt>
            <dd>
              <a href={telHref(agency.call)}>{agency.call}</a>
            </dd>
          </div>
          <div>
            <dt>{t('agents.info.email')}</dt>
            <dd>
              <a href={`mailto:${agency.email}`}>{agency.email}</a>
            </dd>
          </div>
        </dl>
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
                  <ul className="profile-grid">
                    {agents.map((agent) => (
                      <li key={agent.id}>
                        <AgentCard agent={agent} />
                      </li>
                    ))}
                  </ul>
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
      <ProfileSidebar featured={featured} subject={t('agents.sidebar.subject', { name: agency.name })} />
    </div>
  );
}
