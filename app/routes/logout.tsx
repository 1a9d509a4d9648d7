import { Form, redirect } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/logout';
import { requestEnvContext } from '../context.ts';
import { i18n } from '../i18n/i18n.ts';
import { CsrfInput } from '../features/auth/csrf-input.tsx';
import { pageMeta, rootDataOf } from '../features/seo.ts';

/** Someone who opens /logout directly gets a button (signing out is a POST); signed out, /login. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  const current = await services.auth.authenticate(request);
  if (current?.via !== 'cookie') throw redirect('/login');
  return { email: current.user.email };
}

/** Spec 2.2: Logout signs out and goes to /login. The session row is deleted, the cookie cleared. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context.get(requestEnvContext);
  const current = await services.auth.authenticate(request);
  // Signing out is a write of the account: the CSRF rule, or any page could sign a visitor out. The
  // header's form on a page from the shared cache may carry no token (ADR 054): this site's origin,
  // as the browser states it, is enough for this one write.
  if (current) await services.auth.checkPageWrite(current, request, { isSameOriginEnough: true });
  const { setCookie } = await services.auth.logout(request);
  services.viewerShapes.forget(request);
  return redirect('/login', { headers: { 'Set-Cookie': setCookie, 'Cache-Control': 'no-store' } });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: i18n.t('auth.logoutTitle', { site: rootDataOf(matches)?.site.name ?? '' }) });

export default function Logout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="container auth-page" aria-labelledby="logout-title">
      <h1 id="logout-title">{t('auth.logoutHeading')}</h1>
      <p>{t('auth.logoutText', { email: loaderData.email })}</p>
      <Form method="post" action="/logout">
        <CsrfInput />
        <button type="submit" className="button button--primary">
          {t('auth.logoutButton')}
        </button>
      </Form>
    </section>
  );
}
