import { useTranslation } from 'react-i18next';
import type { Route } from './+types/agent-page';
import { requestEnvContext } from '../context.ts';
import { toPropertySummary } from '../../shared/domain/property.ts';
import { i18n } from '../i18n/i18n.ts';
import { InitialsAvatar } from '../features/company/initials-avatar.tsx';
import { telHref } from '../features/company/contact-boxes.tsx';
import { Tabs } from '../features/company/tabs.tsx';
import { ProfileSidebar } from '../features/agents/profile-sidebar.tsx';
import { agentOrDefault } from '../features/agents/sample-profiles.ts';
import { PropertyGrid } from '../features/properties/property-card.tsx';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { FEATURED_LIMIT } from '../features/agents/limits.ts';
import '../i18n/catalogues/company.ts';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, site } = context.get(requestEnvContext);
  const { agent, isFound } = agentOrDefault(params.id, site);
  // Spec 2.11: tabs Rental and For Sale show the first 6 of each (real, public properties).
  const [rentals, sales] = await Promise.all([
    services.properties.listForHome({ listingType: 'rent' }),
    services.properties.listForHome({ listingType: 'sale' }),
  ]);
  const newest = await services.properties.list({ page: 1, pageSize: FEATURED_LIMIT }, 'public');
  const tab = new URL(request.url).searchParams.get('tab') === 'sale' ? 'sale' : 'rental';
  return {
    agent,
    isFound,
    rentals: rentals.map(toPropertySummary),
    sales: sales.map(toPropertySummary),
    featured: newest.items.map(toPropertySummary),
    tab,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  if (!loaderData) return [];
  const { agent, isFound } = loaderData;
  return pageMeta({
    title: i18n.t('agents.meta.profileTitle', { name: agent.name, site: root?.site.name ?? '' }),
    description: i18n.t('agents.meta.agentDescription', {
      name: agent.name,
      designation: agent.designation || agent.name,
    }),
    canonical: root ? `${root.origin}/agent-page${isFound ? `/${agent.id}` : ''}` : undefined,
  });
};

/** Spec 2.11: agent detail (sample data) with tabs Rental and For Sale, an info list and a sidebar. */
export default function AgentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { agent, rentals, sales, featured, tab } = loaderData;
  const info = [
    { title: t('agents.info.designation'), subTitle: agent.designation },
    { title: t('agents.info.location'), subTitle: agent.location },
    { title: t('agents.info.properties'), subTitle: agent.properties ? String(agent.properties) : '' },
  ].filter((entry) => entry.subTitle);
  const grid = (list: typeof rentals) =>
    list.length > 0 ? <PropertyGrid properties={list} /> : <p>{t('agents.tabs.none')}</p>;
  return (
    <div className="container section profile-layout">
      <div>
        <header className="profile-header">
          <InitialsAvatar name={agent.name} size={120} />
          <div>
            <h1>{agent.name}</h1>
            {agent.about ? <p>{agent.about}</p> : null}
            <p className="sample-note">{t('agents.sampleNote')}</p>
          </div>
        </header>
        <h2 className="visually-hidden">{t('agents.info.heading')}</h2>
        <dl className="info-list">
          {info.map((entry) => (
            <div key={entry.title}>
              <dt>{entry.title}</dt>
              <dd>{entry.subTitle}</dd>
            </div>
          ))}
          <div>
            <dt>{t('agents.info.phone')}</dt>
            <dd>
              <a href={telHref(agent.call)}>{agent.call}</a>
            </dd>
          </div>
          <div>
            <dt>{t('agents.info.email')}</dt>
            <dd>
              <a href={`mailto:${agent.email}`}>{agent.email}</a>
            </dd>
          </div>
        </dl>
        <Tabs
          label={t('agents.tabs.label')}
          idPrefix="agent"
          param="tab"
          selected={tab}
          items={[
            { id: 'rental', label: t('agents.tabs.rental'), content: grid(rentals) },
            { id: 'sale', label: t('agents.tabs.forSale'), content: grid(sales) },
          ]}
        />
      </div>
      <ProfileSidebar featured={featured} subject={t('agents.sidebar.subject', { name: agent.name })} />
    </div>
  );
}
