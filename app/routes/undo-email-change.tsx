import { Link } from '../components/site-link.tsx';
import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/undo-email-change';
import '../i18n/catalogues/account.ts';
import { requestEnvContext } from '../context.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { EmailLinkPage, emailLinkToken } from '../features/account/email-link.tsx';
import { answerEmailLink } from '../features/account/email-link.server.ts';
import { privatePageHeaders } from '../features/auth/account-answers.ts';

/**
 * The link of the e-mail sent to the old address when an account's address changes (issue 27).
 * Opening it shows a button; pressing it (a POST) cancels or undoes the change and signs every
 * device out, so a mail scanner that fetches links changes nothing.
 */
export function loader({ request }: Route.LoaderArgs) {
  return emailLinkToken(request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const env = context.get(requestEnvContext);
  return answerEmailLink(request, env, (token) => env.services.accounts.undoEmailChange(token));
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: i18n.t('account.undoEmail.metaTitle', { site: rootDataOf(matches)?.site.name ?? '' }),
  });

export default function UndoEmailChange({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <EmailLinkPage
      copy="undo"
      token={loaderData.token}
      answer={actionData}
      afterDone={
        <p>
          <Link to="/forgot-password">{t('account.undoEmail.forgot')}</Link>
        </p>
      }
    />
  );
}
