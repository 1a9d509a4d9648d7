import { Form, redirect } from 'react-router';
import { Link } from '../components/site-link.tsx';
import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/bookmark-list';
import '../i18n/catalogues/account.ts';
import { requestEnvContext } from '../context.ts';
import { pageError } from '../responses.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { CsrfInput } from '../features/auth/csrf-input.tsx';
import { AccountHeading, AccountStatus } from '../features/account/index.ts';
import { ResponsiveImage } from '../components/responsive-image.tsx';
import { toPropertySummary } from '../../shared/domain/property.ts';
import { formatDollars } from '../../shared/format.ts';
import { forgetSaved } from '../features/shortlist/index.ts';
import { useLanguage } from '../i18n/use-language.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  const { user } = await services.accounts.requirePage(request);
  const items = await services.accounts.bookmarks.list(user.id);
  return {
    items: items.map(toPropertySummary),
    removed: new URL(request.url).searchParams.get('removed'),
  };
}

/** Remove, without JavaScript too: a POST with the CSRF token, then back to the list. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, readForm } = context.get(requestEnvContext);
  // A write: the guard applies the CSRF rule (the form's token, from this origin) before this reads it.
  const current = await services.accounts.requirePage(request);
  const formData = await readForm(request);
  const id = formData.get('id');
  if (typeof id !== 'string' || !services.accounts.isPropertyId(id)) throw pageError(400);
  const removed = await services.accounts.bookmarks.remove(current.user.id, id);
  const back = removed ? `?removed=${encodeURIComponent(removed.name)}` : '';
  throw redirect(`/bookmark-list${back}`, { headers: { 'Cache-Control': 'no-store' } });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: i18n.t('account.bookmarks.metaTitle', { site: rootDataOf(matches)?.site.name ?? '' }),
  });

/** Spec 2.12 Bookmarked Listings (issue 17): the account's saved properties, on every device. */
export default function BookmarkList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const { items, removed } = loaderData;
  return (
    <>
      <AccountHeading heading={t('account.bookmarks.heading')} intro={t('account.bookmarks.intro')} />
      {removed ? <AccountStatus>{t('account.bookmarks.removed', { name: removed })}</AccountStatus> : null}
      {items.length === 0 ? (
        <div className="account-empty">
          <p>{t('account.bookmarks.empty')}</p>
          <Link className="button button--accent" to="/list-layout-new-3">
            {t('account.bookmarks.browse')}
          </Link>
        </div>
      ) : (
        <>
          <p className="account-count">{t('account.bookmarks.count', { count: items.length })}</p>
          <ul className="bookmark-list">
            {items.map((property) => {
              const image = property.images[0];
              return (
                <li key={property.id} className="bookmark-card">
                  <div className="bookmark-card__photo">
                    {image ? (
                      <ResponsiveImage image={image} alt="" sizes="(min-width: 768px) 200px, 100vw" />
                    ) : null}
                  </div>
                  <div className="bookmark-card__text">
                    <h2 className="bookmark-card__title">
                      <Link to={`/single-property-1/${property.id}`}>{property.name}</Link>
                    </h2>
                    <p>{property.address}</p>
                    <p className="bookmark-card__price">
                      {property.listingType === 'rent'
                        ? t('property.perMonth', { price: formatDollars(property.price, language) })
                        : formatDollars(property.price, language)}
                    </p>
                  </div>
                  <Form
                    method="post"
                    className="bookmark-card__actions"
                    onSubmit={() => forgetSaved(property.id)}
                  >
                    <CsrfInput />
                    <input type="hidden" name="id" value={property.id} />
                    <button
                      type="submit"
                      className="button button--ghost"
                      aria-label={t('account.bookmarks.removeLabel', { name: property.name })}
                    >
                      {t('account.bookmarks.remove')}
                    </button>
                  </Form>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </>
  );
}
