import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { PASSWORD_MIN_LENGTH } from '../../../shared/domain/account-schemas.ts';
import type * as StrengthEngine from './strength-engine.ts';

const LEVELS = ['veryWeak', 'weak', 'fair', 'strong', 'veryStrong'] as const;

let engine: Promise<typeof StrengthEngine> | undefined;
const loadEngine = () => (engine ??= import('./strength-engine.ts'));

/**
 * A strength meter under a new password (zxcvbn's estimate, 0 to 4), read out politely as it
 * changes. The estimate is advice: what the server refuses is too short, too long or a commonly
 * used password. The engine and its word lists load when the first character is typed.
 */
export function PasswordStrength({
  id,
  password,
  userInputs,
}: {
  id: string;
  password: string;
  userInputs: string[];
}) {
  const t = useT();
  const [scored, setScored] = useState<{ password: string; score: number } | null>(null);
  const inputsKey = userInputs.join('\n');

  useEffect(() => {
    if (!password) return;
    let isCurrent = true;
    void loadEngine().then(({ strengthScore }) => {
      if (!isCurrent) return;
      // Under the minimum length the server refuses it anyway: at most "weak".
      const score = strengthScore(password, inputsKey.split('\n'));
      setScored({ password, score: [...password].length < PASSWORD_MIN_LENGTH ? Math.min(score, 1) : score });
    });
    return () => {
      isCurrent = false;
    };
  }, [password, inputsKey]);

  if (!password) return null;
  const score = scored?.password === password ? scored.score : null;
  return (
    <div className="password-strength" id={id}>
      <meter
        className="password-strength__meter"
        min={0}
        max={4}
        low={2}
        high={3}
        optimum={4}
        value={score ?? 0}
        aria-label={t('accounts.strength.label')}
        data-score={score ?? undefined}
      />
      <p className="password-strength__text" aria-live="polite">
        {t('accounts.strength.label')}:{' '}
        <strong>
          {score === null
            ? t('accounts.strength.loading')
            : t(`accounts.strength.${LEVELS[score] ?? 'veryWeak'}`)}
        </strong>
      </p>
    </div>
  );
}
