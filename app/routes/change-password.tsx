import { useT } from '../i18n/use-t.ts';
import { parseWithZod } from '@conform-to/zod/v4';
import type { Route } from './+types/change-password';
import '../i18n/catalogues/accounts.ts';
import { requestEnvContext } from '../context.ts';
import { formError } from '../responses.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { changePasswordSchema } from '../../shared/domain/account-schemas.ts';
import { accounts } from '../../shared/i18n/en/accounts.ts';
import { AccountNotice, AccountPage } from '../features/auth/account-parts.tsx';
import { ChangePasswordForm } from '../features/auth/password-form.tsx';
import {
  failureOf,
  privatePageHeaders,
  refusalAnswer,
  unexpectedAnswer,
} from '../features/auth/account-answers.ts';

/** Every signed-in account, admins included; signed out: /login and back here (the area's guard). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const current = await context.get(requestEnvContext).services.accounts.requirePage(request);
  return { userInputs: [current.user.email, current.user.name] };
}

/**
 * Spec 2.12 Change Password (issue 17): current, new, confirm. The new password obeys the rule;
 * every other session of the account ends, this one stays.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, origin, log, readForm } = context.get(requestEnvContext);
  // A write: the guard applies the CSRF rule (the form's token, from this origin) before this reads it.
  const current = await services.accounts.requirePage(request);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: changePasswordSchema });
  const reply = (options: Parameters<typeof submission.reply>[0] = {}) =>
    submission.reply({ ...options, hideFields: ['current', 'password', 'confirm'] });
  if (submission.status !== 'success') return formError(400, { result: reply() });
  try {
    const result = await services.accounts.changePassword({
      userId: current.user.id,
      sessionId: services.auth.sessionIdOf(request),
      current: submission.value.current,
      password: submission.value.password,
      origin,
    });
    switch (result.status) {
      case 'changed':
        return { isChanged: true as const };
      case 'wrong-current':
        return formError(400, {
          result: reply({ fieldErrors: { current: [accounts.accounts.validation.currentWrong] } }),
        });
      default:
        return refusalAnswer(result, reply);
    }
  } catch (error) {
    log.error({ err: error }, 'password change failed');
    return unexpectedAnswer(reply);
  }
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: i18n.t('accounts.change.metaTitle', { site: rootDataOf(matches)?.site.name ?? '' }),
  });

export default function ChangePassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AccountPage id="change-title" heading={t('accounts.change.heading')} intro={t('accounts.change.intro')}>
      {actionData && 'isChanged' in actionData ? (
        <AccountNotice>
          <p>{t('accounts.change.done')}</p>
        </AccountNotice>
      ) : (
        <ChangePasswordForm
          userInputs={loaderData.userInputs}
          lastResult={actionData?.result}
          {...failureOf(actionData)}
        />
      )}
    </AccountPage>
  );
}
