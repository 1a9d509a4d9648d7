import { useTranslation } from 'react-i18next';
import type { AccountPropertyState } from '../../../shared/domain/account-area.ts';

/** A property's state in words, with a colour that is never the only cue. */
export function StateBadge({ state }: { state: AccountPropertyState }) {
  const { t } = useTranslation();
  return <span className={`state-badge state-badge--${state}`}>{t(`account.states.${state}`)}</span>;
}
