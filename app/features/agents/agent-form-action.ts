import { parseWithZod } from '@conform-to/zod/v4';
import { agentFormSchema } from '../../../shared/domain/agent-form.ts';
import type { RequestEnv } from '../../context.ts';
import { formError } from '../../responses.ts';

/**
 * The agent forms' action: the server validates with the same schema as the browser. Saving agent
 * profiles is not part of the spec, so a valid submission stores nothing and the page says so.
 */
export async function handleAgentForm(request: Request, env: RequestEnv) {
  const submission = parseWithZod(await env.readForm(request), { schema: agentFormSchema });
  if (submission.status !== 'success') {
    return formError(400, { result: submission.reply(), isNotSaved: false });
  }
  return { result: submission.reply(), isNotSaved: true };
}
