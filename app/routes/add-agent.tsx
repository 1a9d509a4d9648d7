import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/add-agent';
import { i18n } from '../i18n/i18n.ts';
import { PageHero } from '../features/company/page-hero.tsx';
import { AgentForm } from '../features/agents/agent-form.tsx';
import { handleAgentForm } from '../features/agents/agent-form-action.ts';
import { requestEnvContext } from '../context.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import '../i18n/catalogues/company.ts';

export const action = ({ request, context }: Route.ActionArgs) =>
  handleAgentForm(request, context.get(requestEnvContext));

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  return pageMeta(matches, {
    title: i18n.t('agents.meta.addAgentTitle', { site: root?.site.name ?? '' }),
    description: i18n.t('agents.meta.agentFormDescription'),
  });
};

export default function AddAgent({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHero id="add-agent-title" title={t('agents.form.addTitle')} />
      <div className="container section">
        <AgentForm
          mode="add"
          action="/add-agent"
          lastResult={actionData?.result}
          isNotSaved={actionData?.isNotSaved ?? false}
          defaultValue={{ country: 'Canada' }}
        />
      </div>
    </>
  );
}
