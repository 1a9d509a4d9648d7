import { Link } from '../../components/site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import { ACCOUNT_PROPERTY_STATES, type AccountPropertyState } from '../../../shared/domain/account-area.ts';
import { formatNumber } from '../../../shared/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';

/**
 * The account's real figures: its properties in each state and its bookmarks, each a link to the
 * page that lists them. Shown on the dashboard and on the submit-property dashboard.
 */
export function AccountFigures({
  byState,
  bookmarkCount,
  headingId,
  heading,
}: {
  byState: Record<AccountPropertyState, number>;
  bookmarkCount?: number;
  headingId: string;
  heading: string;
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <section className="account-figures" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul className="account-figures__list">
        {ACCOUNT_PROPERTY_STATES.map((state) => (
          <li key={state} className={`account-figure account-figure--${state}`}>
            <Link to="/my-property">
              <span className="account-figure__number">{formatNumber(byState[state], language)}</span>{' '}
              <span className="account-figure__label">{t(`account.states.${state}`)}</span>
            </Link>
          </li>
        ))}
        {bookmarkCount === undefined ? null : (
          <li className="account-figure account-figure--bookmarks">
            <Link to="/bookmark-list">
              <span className="account-figure__number">{formatNumber(bookmarkCount, language)}</span>{' '}
              <span className="account-figure__label">{t('account.dashboard.bookmarks')}</span>
            </Link>
          </li>
        )}
      </ul>
    </section>
  );
}
