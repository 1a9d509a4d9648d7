import { parseWithZod } from '@conform-to/zod/v4';
import { redirect, useLocation } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/my-profile';
import '../i18n/catalogues/account.ts';
import { requestEnvContext } from '../context.ts';
import { formError, pageError } from '../responses.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { retryText } from '../i18n/retry-text.ts';
import { AccountHeading, AccountStatus, ProfileForm } from '../features/account/index.ts';
import { profileSchema } from '../../shared/domain/profile-schema.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  const { user } = await services.accounts.requirePage(request);
  const found = await services.accounts.profile(user.id);
  if (!found) throw pageError(404);
  const saved = new URL(request.url).searchParams.get('saved');
  return { ...found, isSaved: saved !== null };
}

/**
 * Saves the profile (spec 3). A new e-mail address waits for its confirmation link; the answer is
 * a redirect back here (no form to send twice on reload), or the form with its errors.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, origin, log, readForm } = context.get(requestEnvContext);
  // A write: the guard applies the CSRF rule (the form's token, from this origin) before this reads it.
  const current = await services.accounts.requirePage(request);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: profileSchema });
  if (submission.status !== 'success') return formError(400, { result: submission.reply() });
  try {
    const result = await services.accounts.updateProfile(current.user.id, submission.value, origin);
    if (result.status === 'rate-limited') {
      return formError(
        429,
        { result: submission.reply(), retryAfterSeconds: result.retryAfterSeconds },
        { 'Retry-After': String(result.retryAfterSeconds) },
      );
    }
    throw redirect('/my-profile?saved=1', { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (error instanceof Response) throw error;
    log.error({ err: error }, 'saving a profile failed');
    return formError(500, { result: submission.reply(), isUnexpected: true as const });
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: i18n.t('account.profile.metaTitle', { site: rootDataOf(matches)?.site.name ?? '' }),
  });

export default function MyProfile({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { profile, pendingEmail, isSaved } = loaderData;
  const location = useLocation();
  return (
    <>
      <AccountHeading heading={t('account.profile.heading')} intro={t('account.profile.intro')} />
      {isSaved && !actionData ? (
        <AccountStatus>
          {t('account.profile.saved')}{' '}
          {pendingEmail
            ? t('account.profile.emailPending', { email: pendingEmail, current: profile.email })
            : null}
        </AccountStatus>
      ) : pendingEmail ? (
        <p className="account-note">{t('account.profile.pendingNote', { email: pendingEmail })}</p>
      ) : null}
      {actionData && 'retryAfterSeconds' in actionData ? (
        <AccountStatus tone="problem">
          {t('account.profile.rateLimited')} {retryText(t, actionData.retryAfterSeconds as number)}
        </AccountStatus>
      ) : null}
      {actionData && 'isUnexpected' in actionData ? (
        <AccountStatus tone="problem">{t('account.profile.unexpected')}</AccountStatus>
      ) : null}
      {/* A new form after each save (its redirect is a new location): it shows what is stored, so a
          new address waits for its link. A refused save stays on this location and keeps the input. */}
      <ProfileForm key={location.key} profile={profile} lastResult={actionData?.result} />
    </>
  );
}
