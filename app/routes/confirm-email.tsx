import { Link } from '../components/site-link.tsx';
import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/confirm-email';
import '../i18n/catalogues/account.ts';
import { requestEnvContext } from '../context.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { EmailLinkPage, emailLinkToken } from '../features/account/email-link.tsx';
import { answerEmailLink } from '../features/account/email-link.server.ts';
import { privatePageHeaders } from '../features/auth/account-answers.ts';

/**
 * The link of the e-mail sent to a new address from My Profile (issue 17). Opening it shows a
 * button; pressing it (a POST) makes the change, so a mail scanner that fetches links cannot.
 */
export function loader({ request }: Route.LoaderArgs) {
  return emailLinkToken(request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const env = context.get(requestEnvContext);
  return answerEmailLink(request, env, (token) => env.services.accounts.confirmEmailChange(token));
}

// The link's token is in the page: never kept by any cache.
export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: i18n.t('account.confirmEmail.metaTitle', { site: rootDataOf(matches)?.site.name ?? '' }),
  });

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <EmailLinkPage
      copy="confirm"
      token={loaderData.token}
      answer={actionData}
      footer={
        <p>
          <Link to="/my-profile">{t('account.confirmEmail.toProfile')}</Link>
        </p>
      }
    />
  );
}
