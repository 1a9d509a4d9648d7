import { Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { parseWithZod } from '@conform-to/zod/v4';
import type { Route } from './+types/forgot-password';
import '../i18n/catalogues/accounts.ts';
import { requestEnvContext } from '../context.ts';
import { formError } from '../responses.ts';
import { i18n } from '../i18n/i18n.ts';
import { rootDataOf } from '../features/seo.ts';
import { emailOnlySchema } from '../../shared/domain/account-schemas.ts';
import { AccountNotice, AccountPage } from '../features/auth/account-parts.tsx';
import { EmailForm } from '../features/auth/email-form.tsx';
import { retryAfterHeaders, failureOf } from '../features/auth/account-answers.ts';

/**
 * 'Forgot Password' of the login modal and page (spec 2.2, issue 17): a reset link by e-mail, valid
 * 1 hour, single-use. The same answer for every address, with an account or not.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp, origin, log, readForm } = context.get(requestEnvContext);
  const submission = parseWithZod(await readForm(request), { schema: emailOnlySchema });
  if (submission.status !== 'success') return formError(400, { result: submission.reply() });
  try {
    const result = await services.accounts.requestPasswordReset(submission.value.email, {
      ip: clientIp,
      origin,
    });
    if (result.status === 'rate-limited') {
      return formError(
        429,
        {
          result: submission.reply(),
          formError: 'rateLimited' as const,
          retryAfterSeconds: result.retryAfterSeconds,
        },
        retryAfterHeaders(result.retryAfterSeconds),
      );
    }
    return { sentTo: submission.value.email };
  } catch (error) {
    log.error({ err: error }, 'password reset request failed');
    return formError(500, { result: submission.reply(), formError: 'unexpected' as const });
  }
}

export function headers({ actionHeaders }: Route.HeadersArgs): HeadersInit {
  const retryAfter = actionHeaders.get('Retry-After');
  return retryAfter ? { 'Retry-After': retryAfter } : new Headers();
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: i18n.t('accounts.forgot.metaTitle', { site: rootDataOf(matches)?.site.name ?? '' }) },
  { name: 'robots', content: 'noindex' },
];

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const isBusy = useNavigation().state !== 'idle';
  return (
    <AccountPage id="forgot-title" heading={t('accounts.forgot.heading')}>
      {actionData && 'sentTo' in actionData ? (
        <AccountNotice>
          <p>{t('accounts.forgot.sent', { email: actionData.sentTo })}</p>
        </AccountNotice>
      ) : (
        <EmailForm
          id="forgot-password"
          intro={t('accounts.forgot.intro')}
          submitLabel={t('accounts.forgot.submit')}
          isBusy={isBusy}
          lastResult={actionData?.result}
          {...failureOf(actionData)}
        />
      )}
      <p className="account-form__aside">
        <Link to="/login">{t('accounts.forgot.back')}</Link>
      </p>
    </AccountPage>
  );
}
