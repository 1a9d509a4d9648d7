import { data, Form } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/propertyadmin-tokens';
import { requestEnvContext } from '../context.ts';
import { apiTokenCreateSchema, apiTokenRevokeSchema } from '../../shared/domain/auth-schemas.ts';
import { AdminNav } from '../features/admin/admin-nav.tsx';
import { adminHeaders, adminMeta } from '../features/admin/admin-headers.ts';
import { backTo } from '../features/admin/status-action.ts';
import { formatDateTime } from '../features/admin/format-date-time.ts';
import { CsrfInput } from '../features/auth/csrf-input.tsx';
import '../i18n/catalogues/admin.ts';

/** Personal API tokens: create (shown once), list, revoke. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  await services.auth.requireAdminPage(request);
  return { tokens: await services.apiTokens.list() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, readForm } = context.get(requestEnvContext);
  const auth = await services.auth.requireAdminPage(request);
  const form = Object.fromEntries(await readForm(request));
  if (form.intent === 'revoke') {
    const parsed = apiTokenRevokeSchema.safeParse(form);
    if (!parsed.success || !(await services.apiTokens.revoke(parsed.data.id, auth.user.id))) {
      throw new Response('No active token with this id.', { status: 404 });
    }
    return backTo(request);
  }
  const parsed = apiTokenCreateSchema.safeParse(form);
  if (!parsed.success) {
    return data({ nameError: parsed.error.issues[0]?.message ?? '', created: null }, { status: 400 });
  }
  const created = await services.apiTokens.create(auth.user.id, parsed.data.name);
  // The token is shown this once; the database keeps only its hash.
  return { nameError: null, created: { name: parsed.data.name, token: created.token } };
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = adminMeta;

export default function ApiTokens({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { tokens } = loaderData;
  return (
    <div className="container admin-page">
      <AdminNav />
      <section aria-labelledby="tokens-title">
        <h1 id="tokens-title">{t('admin.tokensHeading')}</h1>
        <p>{t('admin.tokensIntro')}</p>
        <Form method="post" className="token-form">
          <CsrfInput />
          <input type="hidden" name="intent" value="create" />
          <div className="field">
            <label htmlFor="token-name">{t('admin.tokenName')}</label>
            <input
              id="token-name"
              name="name"
              type="text"
              required
              maxLength={80}
              aria-invalid={actionData?.nameError ? true : undefined}
              aria-describedby={actionData?.nameError ? 'token-name-error' : undefined}
            />
            {actionData?.nameError ? (
              <p id="token-name-error" className="field__error">
                {actionData.nameError}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button button--accent">
            {t('admin.tokenCreate')}
          </button>
        </Form>
        {actionData?.created ? (
          <div className="token-created" role="status">
            <p>{t('admin.tokenCreated')}</p>
            <p>
              <strong>{actionData.created.name}</strong>: <code>{actionData.created.token}</code>
            </p>
          </div>
        ) : null}
        {tokens.length === 0 ? (
          <p>{t('admin.tokensEmpty')}</p>
        ) : (
          <div className="table-scroll">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('admin.tokenNameColumn')}</th>
                  <th scope="col">{t('admin.tokenPrefix')}</th>
                  <th scope="col">{t('admin.tokenOwner')}</th>
                  <th scope="col">{t('admin.tokenCreatedAt')}</th>
                  <th scope="col">{t('admin.tokenLastUsed')}</th>
                  <th scope="col">{t('admin.tokenState')}</th>
                </tr>
              </thead>
              <tbody>
                {tokens.map((token) => (
                  <tr key={token.id}>
                    <td>{token.name}</td>
                    <td>
                      <code>{token.prefix}…</code>
                    </td>
                    <td>{token.ownerEmail}</td>
                    <td>{formatDateTime(token.createdAt)}</td>
                    <td>{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : t('admin.tokenNeverUsed')}</td>
                    <td>
                      {token.revokedAt ? (
                        t('admin.tokenRevoked', { date: formatDateTime(token.revokedAt) })
                      ) : (
                        <Form method="post" className="admin-table__action">
                          <CsrfInput />
                          <input type="hidden" name="intent" value="revoke" />
                          <input type="hidden" name="id" value={token.id} />
                          {t('admin.tokenActive')}{' '}
                          <button
                            type="submit"
                            className="button button--small button--ghost"
                            aria-label={t('admin.tokenRevokeLabel', { name: token.name })}
                          >
                            {t('admin.tokenRevoke')}
                          </button>
                        </Form>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
