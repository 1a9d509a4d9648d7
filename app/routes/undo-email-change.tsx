import { Form, Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/undo-email-change';
import '../i18n/catalogues/account.ts';
import { requestEnvContext } from '../context.ts';
import { formError } from '../responses.ts';
import { i18n } from '../i18n/i18n.ts';
import { rootDataOf } from '../features/seo.ts';
import { AccountStatus } from '../features/account/index.ts';
import { privatePageHeaders } from '../features/auth/account-answers.ts';
import { TOKEN_PATTERN } from '../../shared/domain/account-schemas.ts';

/**
 * The link of the e-mail sent to the old address when an account's address changes (issue 27).
 * Opening it shows a button; pressing it (a POST) cancels or undoes the change and signs every
 * device out, so a mail scanner that fetches links changes nothing.
 */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token');
  return { token: token && TOKEN_PATTERN.test(token) ? token : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, readForm } = context.get(requestEnvContext);
  const token = (await readForm(request)).get('token');
  const result =
    typeof token === 'string' && TOKEN_PATTERN.test(token)
      ? await services.accountArea.undoEmailChange(token)
      : ({ ok: false, reason: 'invalid' } as const);
  if (result.ok) return { email: result.email };
  return formError(result.reason === 'taken' ? 409 : 410, { failure: result.reason });
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: i18n.t('account.undoEmail.metaTitle', { site: rootDataOf(matches)?.site.name ?? '' }) },
  { name: 'robots', content: 'noindex' },
];

export default function UndoEmailChange({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const isBusy = useNavigation().state === 'submitting';
  const outcome = actionData
    ? 'email' in actionData
      ? ({ kind: 'done', email: actionData.email } as const)
      : ({ kind: actionData.failure } as const)
    : loaderData.token
      ? null
      : ({ kind: 'invalid' } as const);
  return (
    <section className="container auth-page" aria-labelledby="undo-email-title">
      <h1 id="undo-email-title">{t('account.undoEmail.heading')}</h1>
      {outcome === null ? (
        <Form method="post" className="confirm-email">
          <p>{t('account.undoEmail.intro')}</p>
          <input type="hidden" name="token" value={loaderData.token ?? ''} />
          <button type="submit" className="button button--accent" disabled={isBusy}>
            {t('account.undoEmail.confirm')}
          </button>
        </Form>
      ) : outcome.kind === 'done' ? (
        <>
          <AccountStatus>{t('account.undoEmail.done', { email: outcome.email })}</AccountStatus>
          <p>
            <Link to="/forgot-password">{t('account.undoEmail.forgot')}</Link>
          </p>
        </>
      ) : (
        <AccountStatus tone="problem">
          {t(outcome.kind === 'taken' ? 'account.undoEmail.taken' : 'account.undoEmail.failed')}
        </AccountStatus>
      )}
    </section>
  );
}
