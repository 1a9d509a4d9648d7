import { useT } from '../../i18n/use-t.ts';
import { Check } from 'lucide-react';

export const PAYMENT_STEPS = ['customer', 'information', 'confirmation'] as const;
export type PaymentStep = (typeof PAYMENT_STEPS)[number];

/** The spec's three steps (Customer Detail, Payment Information, Confirmation), the current one marked. */
export function PaymentSteps({ current }: { current: PaymentStep }) {
  const t = useT();
  const currentIndex = PAYMENT_STEPS.indexOf(current);
  return (
    <ol className="payment-steps" aria-label={t('payment.stepsLabel')}>
      {PAYMENT_STEPS.map((step, index) => {
        const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next';
        return (
          <li
            key={step}
            className={`payment-steps__step payment-steps__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="payment-steps__number" aria-hidden="true">
              {state === 'done' ? <Check size={16} /> : index + 1}
            </span>
            <span>
              {t(`payment.steps.${step}`)}
              {state === 'done' ? <span className="visually-hidden"> ({t('payment.stepDone')})</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
