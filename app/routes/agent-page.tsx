import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/agent-page';
import { requestEnvContext } from '../context.ts';
import { toPropertySummary } from '../../shared/domain/property.ts';
import { i18n } from '../i18n/i18n.ts';
import { Tabs } from '../features/company/tabs.tsx';
import { ProfileIntro } from '../features/agents/profile-intro.tsx';
import { ProfileSidebar } from '../features/agents/profile-sidebar.tsx';
import { ContactForm } from '../features/enquiries/contact-form.tsx';
import { agentOrDefault } from '../features/agents/sample-profiles.ts';
import { PropertyGrid } from '../features/properties/property-card.tsx';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { FEATURED_LIMIT } from '../features/agents/limits.ts';
import '../i18n/catalogues/company.ts';
import { languageOf } from '../../shared/i18n/languages.ts';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, site } = context.get(requestEnvContext);
  const { agent, isFound } = agentOrDefault(params.id, site, languageOf(request));
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
  return pageMeta(matches, {
    title: i18n.t('agents.meta.profileTitle', { name: agent.name, site: root?.site.name ?? '' }),
    description: i18n.t('agents.meta.agentDescription', {
      name: agent.name,
      designation: agent.designation || agent.name,
    }),
    canonical: `/agent-page${isFound ? `/${agent.id}` : ''}`,
  });
};

/** Spec 2.11: agent detail (sample data) with tabs Rental and For Sale, an info list and a sidebar. */
export default function AgentPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { agent, rentals, sales, featured, tab } = loaderData;
  const facts = [
    { title: t('agents.info.designation'), value: agent.designation },
    { title: t('agents.info.location'), value: agent.location },
    { title: t('agents.info.properties'), value: agent.properties ? String(agent.properties) : '' },
  ].filter((fact) => fact.value);
  const grid = (list: typeof rentals) =>
    list.length > 0 ? <PropertyGrid properties={list} /> : <p>{t('agents.tabs.none')}</p>;
  return (
    <div className="container section profile-layout">
      <div>
        <ProfileIntro profile={agent} facts={facts} />
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
      <ProfileSidebar featured={featured}>
        <ContactForm prefill={{ subject: t('agents.sidebar.subject', { name: agent.name }), message: '' }} />
      </ProfileSidebar>
    </div>
  );
}
