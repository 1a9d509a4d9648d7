import { redirect } from 'react-router';
import { Link } from '../components/site-link.tsx';
import { useT } from '../i18n/use-t.ts';
import { parseWithZod } from '@conform-to/zod/v4';
import type { Route } from './+types/reset-password';
import '../i18n/catalogues/accounts.ts';
import { requestEnvContext } from '../context.ts';
import { formError } from '../responses.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { resetPasswordSchema, TOKEN_PATTERN } from '../../shared/domain/account-schemas.ts';
import { AccountPage } from '../features/auth/account-parts.tsx';
import { ResetPasswordForm } from '../features/auth/password-form.tsx';
import {
  failureOf,
  privatePageHeaders,
  refusalAnswer,
  unexpectedAnswer,
} from '../features/auth/account-answers.ts';

/** The reset e-mail's link: the form while the link works, otherwise why not and a way to a new one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  const token = new URL(request.url).searchParams.get('token');
  const isUsable = Boolean(
    token && TOKEN_PATTERN.test(token) && (await services.accounts.isResetTokenUsable(token)),
  );
  return { token: isUsable ? token : null };
}

/** A new password that obeys the rule; the link is used up and every session of the account ends. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, origin, log, readForm } = context.get(requestEnvContext);
  const submission = parseWithZod(await readForm(request), { schema: resetPasswordSchema });
  const reply = (options: Parameters<typeof submission.reply>[0] = {}) =>
    submission.reply({ ...options, hideFields: ['password', 'confirm'] });
  if (submission.status !== 'success') return formError(400, { result: reply() });
  try {
    const result = await services.accounts.resetPassword(
      submission.value.token,
      submission.value.password,
      origin,
    );
    if (result.status === 'reset') {
      // Signed out everywhere, this browser included: sign in with the new password.
      throw redirect('/login?done=reset', { headers: { 'Cache-Control': 'no-store' } });
    }
    if (result.status === 'invalid-token') return formError(410, { result: reply(), isSpent: true as const });
    return refusalAnswer(result, reply);
  } catch (error) {
    if (error instanceof Response) throw error;
    log.error({ err: error }, 'password reset failed');
    return unexpectedAnswer(reply);
  }
}

// The link's token is in the page: never kept by any cache.
export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: i18n.t('accounts.reset.metaTitle', { site: rootDataOf(matches)?.site.name ?? '' }),
  });

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const isSpent = !loaderData.token || Boolean(actionData && 'isSpent' in actionData);
  if (isSpent || !loaderData.token) {
    return (
      <AccountPage id="reset-title" heading={t('accounts.reset.heading')}>
        <p className="form-alert" role="alert">
          {t('accounts.reset.invalid')}
        </p>
        <p className="account-form__aside">
          <Link className="button button--accent" to="/forgot-password">
            {t('accounts.reset.again')}
          </Link>
        </p>
      </AccountPage>
    );
  }
  return (
    <AccountPage id="reset-title" heading={t('accounts.reset.heading')} intro={t('accounts.reset.intro')}>
      <ResetPasswordForm
        token={loaderData.token}
        lastResult={actionData?.result}
        {...failureOf(actionData)}
      />
    </AccountPage>
  );
}
