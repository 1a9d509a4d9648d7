import type { RequestEnv } from '../../context.ts';
import { formError } from '../../responses.ts';
import type { EmailChangeResult } from '../../../server/account/index.ts';
import { TOKEN_PATTERN } from '../../../shared/domain/account-schemas.ts';

/**
 * The POST of an e-mail-change link's page (app/features/account/email-link.tsx): `spend` uses up
 * the token; a spent, expired or malformed link answers 410, an address another account took 409.
 */
export async function answerEmailLink(
  request: Request,
  env: RequestEnv,
  spend: (token: string) => Promise<EmailChangeResult>,
) {
  const token = (await env.readForm(request)).get('token');
  const result =
    typeof token === 'string' && TOKEN_PATTERN.test(token)
      ? await spend(token)
      : ({ ok: false, reason: 'invalid' } as const);
  if (result.ok) return { email: result.email };
  return formError(result.reason === 'taken' ? 409 : 410, { failure: result.reason });
}
