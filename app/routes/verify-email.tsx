import { languageOf } from '../../shared/i18n/languages.ts';
import { Form, redirect, useNavigation } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/verify-email';
import '../i18n/catalogues/accounts.ts';
import { requestEnvContext } from '../context.ts';
import { formError } from '../responses.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { TOKEN_PATTERN, verifyEmailSchema } from '../../shared/domain/account-schemas.ts';
import { AccountPage, SubmitButton } from '../features/auth/account-parts.tsx';
import { EmailRequest } from '../features/auth/email-form.tsx';
import { privatePageHeaders } from '../features/auth/account-answers.ts';
import { answerEmailRequest } from '../features/auth/email-request.server.ts';

/**
 * The verification e-mail's link (issue 17). Opening it shows a button; pressing it (a POST) uses
 * the link, so a mail scanner that fetches links cannot spend it. Without a token, or after a spent
 * one: the form that sends a new link.
 */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token');
  return { token: token && TOKEN_PATTERN.test(token) ? token : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp, origin, log, readForm } = context.get(requestEnvContext);
  const formData = await readForm(request);
  if (formData.get('intent') === 'verify') {
    const parsed = verifyEmailSchema.safeParse({ token: formData.get('token') });
    const result = parsed.success ? await services.accounts.verifyEmail(parsed.data.token) : { ok: false };
    if (result.ok) throw redirect('/login?done=verified', { headers: { 'Cache-Control': 'no-store' } });
    return formError(410, { verifyFailed: true as const });
  }
  return answerEmailRequest(
    formData,
    (email) =>
      services.accounts.resendVerification(email, { ip: clientIp, origin, language: languageOf(request) }),
    (error) => log.error({ err: error }, 'resending the verification e-mail failed'),
  );
}

// The link's token is in the page: never kept by any cache.
export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: i18n.t('accounts.verify.metaTitle', { site: rootDataOf(matches)?.site.name ?? '' }),
  });

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const isBusy = navigation.state !== 'idle';
  const hasFailed = Boolean(actionData && 'verifyFailed' in actionData);
  if (loaderData.token && !hasFailed) {
    return (
      <AccountPage
        id="verify-title"
        heading={t('accounts.verify.heading')}
        intro={t('accounts.verify.withToken')}
      >
        <Form method="post" className="account-form">
          <input type="hidden" name="intent" value="verify" />
          <input type="hidden" name="token" value={loaderData.token} />
          <SubmitButton isBusy={isBusy} label={t('accounts.verify.submit')} />
        </Form>
      </AccountPage>
    );
  }
  return (
    <AccountPage id="verify-title" heading={t('accounts.verify.resendHeading')}>
      {hasFailed ? (
        <p className="form-alert" role="alert">
          {t('accounts.verify.invalid')}
        </p>
      ) : null}
      <EmailRequest
        id="resend-verification"
        intro={t('accounts.verify.resendIntro')}
        submitLabel={t('accounts.verify.resendSubmit')}
        isBusy={isBusy}
        actionData={actionData}
        sentText={(email) => t('accounts.verify.resendSent', { email })}
      />
    </AccountPage>
  );
}
