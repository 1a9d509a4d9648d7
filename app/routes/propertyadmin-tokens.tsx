import { Form } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import type { Route } from './+types/propertyadmin-tokens';
import { requestEnvContext } from '../context.ts';
import { formError, pageError } from '../responses.ts';
import { apiTokenCreateSchema, apiTokenRevokeSchema } from '../../shared/domain/auth-schemas.ts';
import { RequiredMarkingContext } from '../components/form/field-parts.tsx';
import { TextField } from '../components/form/text-fields.tsx';
import { AdminCell, AdminPage, AdminTable } from '../features/admin/admin-page.tsx';
import { adminHeaders, adminMeta } from '../features/admin/admin-headers.ts';
import { backTo } from '../features/admin/status-action.ts';
import { formatDateTime } from '../features/admin/format-date-time.ts';
import { CsrfInput } from '../features/auth/csrf-input.tsx';
import '../i18n/catalogues/admin.ts';
import { useLanguage } from '../i18n/use-language.ts';

/** Personal API tokens: create (shown once), list, revoke. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  await services.auth.requireAdminPage(request);
  return { tokens: await services.apiTokens.list() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, readForm } = context.get(requestEnvContext);
  const auth = await services.auth.requireAdminPage(request);
  const formData = await readForm(request);
  if (formData.get('intent') === 'revoke') {
    const parsed = apiTokenRevokeSchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success || !(await services.apiTokens.revoke(parsed.data.id, auth.user.id))) {
      throw pageError(404);
    }
    return backTo(request);
  }
  const submission = parseWithZod(formData, { schema: apiTokenCreateSchema });
  if (submission.status !== 'success') return formError(400, { result: submission.reply(), created: null });
  const { name } = submission.value;
  const created = await services.apiTokens.create(auth.user.id, name);
  // The token is shown this once; the database keeps only its hash.
  return { result: submission.reply(), created: { name, token: created.token } };
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = adminMeta;

export default function ApiTokens({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const { tokens } = loaderData;
  const column = {
    name: t('admin.tokenNameColumn'),
    prefix: t('admin.tokenPrefix'),
    owner: t('admin.tokenOwner'),
    created: t('admin.tokenCreatedAt'),
    lastUsed: t('admin.tokenLastUsed'),
    state: t('admin.tokenState'),
  };
  // Checked by the action only: the page needs no schema code in the browser.
  const [form, fields] = useForm<z.input<typeof apiTokenCreateSchema>>({
    id: 'token-form',
    lastResult: actionData?.result,
  });
  return (
    <AdminPage titleId="tokens-title" title={t('admin.tokensHeading')}>
      <p>{t('admin.tokensIntro')}</p>
      <Form method="post" className="token-form" {...getFormProps(form)}>
        <CsrfInput />
        <input type="hidden" name="intent" value="create" />
        {/* The only field, and required: no mark (the control's required state says so). */}
        <RequiredMarkingContext value="unmarked">
          <TextField field={fields.name} label={t('admin.tokenName')} maxLength={80} isRequired />
        </RequiredMarkingContext>
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
        <AdminTable columns={Object.values(column)}>
          {tokens.map((token) => (
            <tr key={token.id}>
              <AdminCell column={column.name} className="admin-table__wrap">
                {token.name}
              </AdminCell>
              <AdminCell column={column.prefix}>
                <code>{token.prefix}…</code>
              </AdminCell>
              <AdminCell column={column.owner} className="admin-table__wrap">
                {token.ownerEmail}
              </AdminCell>
              <AdminCell column={column.created}>{formatDateTime(token.createdAt, language)}</AdminCell>
              <AdminCell column={column.lastUsed}>
                {token.lastUsedAt ? formatDateTime(token.lastUsedAt, language) : t('admin.tokenNeverUsed')}
              </AdminCell>
              <AdminCell column={column.state}>
                {token.revokedAt ? (
                  t('admin.tokenRevoked', { date: formatDateTime(token.revokedAt, language) })
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
              </AdminCell>
            </tr>
          ))}
        </AdminTable>
      )}
    </AdminPage>
  );
}
