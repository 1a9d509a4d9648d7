import { Link } from '../components/site-link.tsx';
import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/dashboard';
import '../i18n/catalogues/account.ts';
import { requestEnvContext } from '../context.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { AccountFigures, AccountHeading, StateBadge } from '../features/account/index.ts';
import { formatNumber } from '../../shared/format.ts';
import { useLanguage } from '../i18n/use-language.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  const { user } = await services.accounts.requirePage(request);
  const figures = await services.accounts.dashboard(user.id);
  return { name: user.name, ...figures };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: i18n.t('account.dashboard.metaTitle', { site: rootDataOf(matches)?.site.name ?? '' }),
  });

/**
 * Spec 2.12 Dashboard (issue 17), with real figures only: the account's properties by state, the
 * page views and enquiries of each listed one over the last 30 days, and its bookmarks.
 */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const { name, byState, listed, bookmarkCount, total, email, isEmailVerified } = loaderData;
  return (
    <>
      <AccountHeading
        heading={t('account.dashboard.heading')}
        intro={
          <>
            <strong>
              {name ? t('account.dashboard.greeting', { name }) : t('account.dashboard.greetingNoName')}
            </strong>{' '}
            {t('account.dashboard.intro')}
          </>
        }
      />
      {isEmailVerified ? null : (
        <p className="account-note">{t('account.dashboard.unverified', { email })}</p>
      )}
      <AccountFigures
        byState={byState}
        bookmarkCount={bookmarkCount}
        headingId="figures-title"
        heading={t('account.dashboard.figures')}
      />
      <section className="account-section" aria-labelledby="views-title">
        <h2 id="views-title">{t('account.dashboard.viewsHeading')}</h2>
        <p className="account-section__hint">{t('account.dashboard.viewsIntro')}</p>
        {listed.length === 0 ? (
          <div className="account-empty">
            <p>
              {total === 0
                ? t('account.dashboard.noProperties', { email })
                : t('account.dashboard.noneListed')}
            </p>
            {total === 0 ? (
              <Link className="button button--accent" to="/submit-property-dashboard">
                {t('account.dashboard.submitFirst')}
              </Link>
            ) : null}
          </div>
        ) : (
          <div className="account-table-wrap">
            <table className="account-table">
              <caption className="visually-hidden">{t('account.dashboard.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('account.dashboard.property')}</th>
                  <th scope="col">{t('account.dashboard.state')}</th>
                  <th scope="col" className="account-table__number">
                    {t('account.dashboard.views')}
                  </th>
                  <th scope="col" className="account-table__number">
                    {t('account.dashboard.enquiries')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {listed.map((item) => (
                  <tr key={item.id}>
                    <th scope="row">
                      <Link to={`/single-property-1/${item.id}`}>{item.name}</Link>
                    </th>
                    <td>
                      <StateBadge state={item.state} />
                    </td>
                    <td className="account-table__number" data-label={t('account.dashboard.views')}>
                      {formatNumber(item.views, language)}
                    </td>
                    <td className="account-table__number" data-label={t('account.dashboard.enquiries')}>
                      {formatNumber(item.enquiries, language)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
