import { languageOf } from '../../shared/i18n/languages.ts';
import { useNavigation } from 'react-router';
import { Link } from '../components/site-link.tsx';
import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/forgot-password';
import '../i18n/catalogues/accounts.ts';
import { requestEnvContext } from '../context.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { AccountPage } from '../features/auth/account-parts.tsx';
import { EmailRequest } from '../features/auth/email-form.tsx';
import { forwardRetryAfter } from '../features/auth/account-answers.ts';
import { answerEmailRequest } from '../features/auth/email-request.server.ts';

/**
 * 'Forgot Password' of the login modal and page (spec 2.2, issue 17): a reset link by e-mail, valid
 * 1 hour, single-use. The same answer for every address, with an account or not.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp, origin, log, readForm } = context.get(requestEnvContext);
  return answerEmailRequest(
    await readForm(request),
    (email) =>
      services.accounts.requestPasswordReset(email, { ip: clientIp, origin, language: languageOf(request) }),
    (error) => log.error({ err: error }, 'password reset request failed'),
  );
}

export const headers = forwardRetryAfter;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: i18n.t('accounts.forgot.metaTitle', { site: rootDataOf(matches)?.site.name ?? '' }),
  });

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const t = useT();
  const isBusy = useNavigation().state !== 'idle';
  return (
    <AccountPage id="forgot-title" heading={t('accounts.forgot.heading')}>
      <EmailRequest
        id="forgot-password"
        intro={t('accounts.forgot.intro')}
        submitLabel={t('accounts.forgot.submit')}
        isBusy={isBusy}
        actionData={actionData}
        sentText={(email) => t('accounts.forgot.sent', { email })}
      />
      <p className="account-form__aside">
        <Link to="/login">{t('accounts.forgot.back')}</Link>
      </p>
    </AccountPage>
  );
}
