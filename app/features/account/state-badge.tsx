import { useT } from '../../i18n/use-t.ts';
import type { AccountPropertyState } from '../../../shared/domain/account-area.ts';

/** A property's state in words, with a colour that is never the only cue. */
export function StateBadge({ state }: { state: AccountPropertyState }) {
  const t = useT();
  return <span className={`state-badge state-badge--${state}`}>{t(`account.states.${state}`)}</span>;
}
