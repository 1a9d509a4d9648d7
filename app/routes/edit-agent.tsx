import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/edit-agent';
import { i18n } from '../i18n/i18n.ts';
import { PageHero } from '../features/company/page-hero.tsx';
import { AgentForm } from '../features/agents/agent-form.tsx';
import { handleAgentForm } from '../features/agents/agent-form-action.ts';
import { requestEnvContext } from '../context.ts';
import { parseProfileId } from '../features/agents/sample-profiles.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import '../i18n/catalogues/company.ts';
import { languageOf } from '../../shared/i18n/languages.ts';
import { agentsContent } from '../i18n/content/agents.ts';

export function loader({ request }: Route.LoaderArgs) {
  // /edit-agent?id=2 edits that sample agent; without an id, the first one.
  const id = parseProfileId(new URL(request.url).searchParams.get('id') ?? undefined);
  const { agents } = agentsContent.of(languageOf(request));
  const agent = agents.find((a) => a.id === id) ?? agents[0];
  return {
    defaultValue: agent
      ? {
          fullName: agent.name,
          designation: agent.designation,
          phone: agent.call.replace(/\D/g, ''),
          email: agent.email,
          description: agent.about,
          city: agent.location,
          state: 'New Brunswick',
          country: 'Canada',
        }
      : { country: 'Canada' },
  };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  handleAgentForm(request, context.get(requestEnvContext));

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  return pageMeta(matches, {
    title: i18n.t('agents.meta.editAgentTitle', { site: root?.site.name ?? '' }),
    description: i18n.t('agents.meta.agentFormDescription'),
  });
};

export default function EditAgent({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHero id="edit-agent-title" title={t('agents.form.editTitle')} />
      <div className="container section">
        <AgentForm
          mode="edit"
          action="/edit-agent"
          lastResult={actionData?.result}
          isNotSaved={actionData?.isNotSaved ?? false}
          defaultValue={loaderData.defaultValue}
        />
      </div>
    </>
  );
}
