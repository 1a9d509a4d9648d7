import { languageOf } from '../../shared/i18n/languages.ts';
import { redirect } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import { parseWithZod } from '@conform-to/zod/v4';
import type { Route } from './+types/login';
import { requestEnvContext } from '../context.ts';
import { formError } from '../responses.ts';
import { i18n } from '../i18n/i18n.ts';
import { loginSchema } from '../../shared/domain/auth-schemas.ts';
import { safeRedirectPath } from '../../shared/domain/safe-redirect.ts';
import { LoginForm, type LoginError } from '../features/auth/login-form.tsx';
import { pageMeta, rootDataOf } from '../features/seo.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  const params = new URL(request.url).searchParams;
  const redirectTo = safeRedirectPath(params.get('redirectTo'));
  // Already signed in: nothing to do here.
  const current = await services.auth.authenticate(request);
  if (current?.via === 'cookie') throw redirect(redirectTo);
  // After an account e-mail's link did its work (issue 17): say so above the form.
  const done = (['verified', 'reset'] as const).find((value) => value === params.get('done')) ?? null;
  return { redirectTo, done };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp, log, readForm } = context.get(requestEnvContext);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: loginSchema });
  const fail = (status: number, error: LoginError | null, retryAfterSeconds?: number) =>
    formError(
      status,
      { result: submission.reply({ hideFields: ['password'] }), formError: error, retryAfterSeconds },
      retryAfterSeconds === undefined ? undefined : { 'Retry-After': String(retryAfterSeconds) },
    );
  if (submission.status !== 'success') return fail(400, null);
  // Another site may not sign a visitor in to an account of its choosing (login CSRF).
  if (request.headers.get('sec-fetch-site') === 'cross-site') return fail(403, 'unexpected');

  try {
    const result = await services.auth.login({
      email: submission.value.email,
      password: submission.value.password,
      // 'Save Password' (spec 2.2): a 30-day cookie; unticked, one that ends with the browser session.
      remember: submission.value.remember === true,
      ip: clientIp,
      previousCookie: request.headers.get('cookie'),
      language: languageOf(request),
    });
    if (result.ok) {
      return redirect(safeRedirectPath(submission.value.redirectTo), {
        headers: { 'Set-Cookie': result.setCookie, 'Cache-Control': 'no-store' },
      });
    }
    if (result.reason === 'throttled') {
      // The page says when to try again from the same seconds (the block the database holds).
      return fail(429, 'throttled', result.retryAfterSeconds);
    }
    if (result.reason === 'unverified') return fail(403, 'unverified');
    return fail(401, 'invalid');
  } catch (error) {
    log.error({ err: error }, 'sign-in failed');
    return fail(500, 'unexpected');
  }
}

/** A throttled document POST (no JavaScript) tells the client when to come back, as the API does. */
export function headers({ actionHeaders }: Route.HeadersArgs): HeadersInit {
  const retryAfter = actionHeaders.get('Retry-After');
  return retryAfter ? { 'Retry-After': retryAfter } : new Headers();
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: i18n.t('auth.loginTitle', { site: rootDataOf(matches)?.site.name ?? '' }) });

function LoginPage({ done, children }: { done?: 'verified' | 'reset' | null; children: React.ReactNode }) {
  const t = useT();
  return (
    <section className="container auth-page" aria-labelledby="login-title">
      <h1 id="login-title">{t('auth.loginHeading')}</h1>
      <p>{t('auth.loginIntro')}</p>
      {done ? (
        <p className="auth-page__done" role="status">
          {t(`auth.done.${done}`)}
        </p>
      ) : null}
      {children}
    </section>
  );
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LoginPage done={actionData ? null : loaderData.done}>
      <LoginForm
        redirectTo={loaderData.redirectTo}
        lastResult={actionData?.result}
        formError={actionData?.formError}
        retryAfterSeconds={actionData?.retryAfterSeconds}
      />
    </LoginPage>
  );
}

/** A failure the action did not expect (or a lost connection): the form again, with the spec's message. */
export function ErrorBoundary() {
  return (
    <LoginPage>
      <LoginForm redirectTo="/" formError="unexpected" />
    </LoginPage>
  );
}
