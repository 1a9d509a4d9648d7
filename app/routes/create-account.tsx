import { languageOf } from '../../shared/i18n/languages.ts';
import { redirect } from 'react-router';
import { Link } from '../components/site-link.tsx';
import { Trans } from 'react-i18next';
import { useT } from '../i18n/use-t.ts';
import { parseWithZod } from '@conform-to/zod/v4';
import type { Route } from './+types/create-account';
import '../i18n/catalogues/accounts.ts';
import { requestEnvContext } from '../context.ts';
import { formError } from '../responses.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { signUpSchema } from '../../shared/domain/account-schemas.ts';
import { accounts } from '../../shared/i18n/en/accounts.ts';
import { SignUpForm } from '../features/auth/signup-form.tsx';
import { AccountNotice, AccountPage } from '../features/auth/account-parts.tsx';
import {
  failureOf,
  forwardRetryAfter,
  refusalAnswer,
  unexpectedAnswer,
} from '../features/auth/account-answers.ts';

/** Signed in already: there is nothing to create. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  const current = await services.auth.authenticate(request);
  if (current?.via === 'cookie') throw redirect('/');
  return null;
}

/**
 * Spec 2.12 "Create-account: registration form", wired (issue 17). Every accepted form gets the
 * same "check your e-mail" answer, whether or not the address has an account (the account service
 * e-mails the difference to the address). Only the username can be "taken": it is public.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp, origin, log, readForm } = context.get(requestEnvContext);
  const submission = parseWithZod(await readForm(request), { schema: signUpSchema });
  const reply = (options: Parameters<typeof submission.reply>[0] = {}) =>
    submission.reply({ ...options, hideFields: ['password'] });
  if (submission.status !== 'success') return formError(400, { result: reply() });
  if (request.headers.get('sec-fetch-site') === 'cross-site') {
    return formError(403, { result: reply(), formError: 'unexpected' as const });
  }
  try {
    const result = await services.accounts.signUp(submission.value, {
      ip: clientIp,
      origin,
      language: languageOf(request),
    });
    switch (result.status) {
      case 'sent':
        return { sentTo: submission.value.email };
      case 'username-taken':
        return formError(409, {
          result: reply({ fieldErrors: { username: [accounts.accounts.validation.usernameTaken] } }),
        });
      default:
        return refusalAnswer(result, reply);
    }
  } catch (error) {
    log.error({ err: error }, 'sign-up failed');
    return unexpectedAnswer(reply);
  }
}

export const headers = forwardRetryAfter;

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  return pageMeta(matches, {
    title: i18n.t('accounts.create.metaTitle', { site: root?.site.name ?? '' }),
    description: i18n.t('accounts.create.intro'),
    canonical: '/create-account',
  });
};

export default function CreateAccount({ actionData }: Route.ComponentProps) {
  const t = useT();
  if (actionData && 'sentTo' in actionData) {
    return (
      <AccountPage id="create-account-title" heading={t('accounts.create.sentHeading')}>
        <AccountNotice>
          <p>{t('accounts.create.sentText', { email: actionData.sentTo })}</p>
          <p>
            <Trans i18nKey="accounts.create.sentHelp" components={{ resend: <Link to="/verify-email" /> }} />
          </p>
        </AccountNotice>
      </AccountPage>
    );
  }
  return (
    <AccountPage
      id="create-account-title"
      heading={t('accounts.create.heading')}
      intro={t('accounts.create.intro')}
    >
      <SignUpForm lastResult={actionData?.result} {...failureOf(actionData)} />
    </AccountPage>
  );
}
