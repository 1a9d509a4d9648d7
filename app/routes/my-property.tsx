import { redirect } from 'react-router';
import { Link } from '../components/site-link.tsx';
import { useT } from '../i18n/use-t.ts';
import type { TFunction } from 'i18next';
import type { Route } from './+types/my-property';
import '../i18n/catalogues/account.ts';
import { requestEnvContext } from '../context.ts';
import { pageError } from '../responses.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { AccountHeading, AccountStatus, StateBadge, WithdrawAction } from '../features/account/index.ts';
import { formatDollars } from '../../shared/format.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { LOCALES } from '../../shared/i18n/languages.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  const { user } = await services.accounts.requirePage(request);
  const found = await services.accounts.properties(user.id);
  const url = new URL(request.url);
  return {
    ...found,
    items: found.items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })),
    withdrawn: url.searchParams.get('withdrawn'),
    isRefused: url.searchParams.has('refused'),
    // Withdraw without JavaScript: the question, asked in the property's card.
    confirming: url.searchParams.get('withdraw'),
  };
}

/** Withdraw a submission still awaiting review (its owner only), without JavaScript too. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, readForm } = context.get(requestEnvContext);
  // A write: the guard applies the CSRF rule (the form's token, from this origin) before this reads it.
  const current = await services.accounts.requirePage(request);
  const formData = await readForm(request);
  const id = formData.get('id');
  if (
    formData.get('intent') !== 'withdraw' ||
    typeof id !== 'string' ||
    !services.accounts.isPropertyId(id)
  ) {
    throw pageError(400);
  }
  const done = await services.accounts.withdraw(current.user.id, id);
  const to = done ? `/my-property?withdrawn=${encodeURIComponent(done.name)}` : '/my-property?refused=1';
  throw redirect(to, { headers: { 'Cache-Control': 'no-store' } });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: i18n.t('account.properties.metaTitle', { site: rootDataOf(matches)?.site.name ?? '' }),
  });

/** The office's contact form, prefilled to ask for a change to a listed property. */
function askChangeHref(t: TFunction, item: { id: string; name: string; address: string }) {
  const params = new URLSearchParams({
    subject: t('account.properties.askSubject', { name: item.name }),
    message: t('account.properties.askMessage', { name: item.name, address: item.address, id: item.id }),
  });
  return `/contact?${params.toString()}`;
}

/**
 * Spec 2.12 My Properties (issue 17): the properties submitted with the account's verified e-mail
 * address, each with its state. One awaiting review can be edited (it stays in review) or
 * withdrawn; a listed one is changed through the office.
 */
export default function MyProperty({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const { items, email, isEmailVerified, withdrawn, isRefused, confirming } = loaderData;
  return (
    <>
      <AccountHeading
        heading={t('account.properties.heading')}
        intro={t('account.properties.intro', { email })}
      />
      {withdrawn ? (
        <AccountStatus>{t('account.properties.withdrawn', { name: withdrawn })}</AccountStatus>
      ) : null}
      {isRefused ? (
        <AccountStatus tone="problem">{t('account.properties.withdrawFailed')}</AccountStatus>
      ) : null}
      {isEmailVerified ? null : (
        <p className="account-note">{t('account.properties.unverified', { email })}</p>
      )}
      {items.length === 0 ? (
        <div className="account-empty">
          <p>{t('account.properties.empty')}</p>
          <Link className="button button--accent" to="/submit-property-dashboard">
            {t('account.nav.submit')}
          </Link>
        </div>
      ) : (
        <ul className="owned-list">
          {items.map((item) => (
            <li key={item.id} className="owned-card">
              <div className="owned-card__text">
                <h2 className="owned-card__title">{item.name}</h2>
                <p>{item.address}</p>
                <p className="owned-card__meta">
                  <StateBadge state={item.state} />
                  <span>
                    {item.listingType === 'rent'
                      ? t('property.perMonth', { price: formatDollars(item.price, language) })
                      : formatDollars(item.price, language)}
                  </span>
                  <span>
                    {t('account.properties.submitted', {
                      date: new Date(item.createdAt).toLocaleDateString(LOCALES[language], {
                        year: 'numeric',
                        month: 'short',
                        day: 'numeric',
                        timeZone: 'America/Moncton',
                      }),
                    })}
                  </span>
                </p>
                <p className="owned-card__note">
                  {item.state === 'review'
                    ? t('account.properties.reviewNote')
                    : item.state === 'archived'
                      ? t('account.properties.archivedNote')
                      : t('account.properties.publicNote')}
                </p>
              </div>
              <div className="owned-card__actions">
                {item.state === 'review' ? (
                  <>
                    <Link
                      className="button button--primary"
                      to={`/submit-property-dashboard?id=${item.id}`}
                      aria-label={t('account.properties.editLabel', { name: item.name })}
                    >
                      {t('account.properties.edit')}
                    </Link>
                    <WithdrawAction item={item} isConfirming={confirming === item.id} />
                  </>
                ) : null}
                {item.state === 'public' || item.state === 'closed' ? (
                  <>
                    <Link
                      className="button button--ghost"
                      to={`/single-property-1/${item.id}`}
                      aria-label={t('account.properties.viewLabel', { name: item.name })}
                    >
                      {t('account.properties.view')}
                    </Link>
                    <Link
                      className="button button--primary"
                      to={askChangeHref(t, item)}
                      aria-label={t('account.properties.askChangeLabel', { name: item.name })}
                    >
                      {t('account.properties.askChange')}
                    </Link>
                  </>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
