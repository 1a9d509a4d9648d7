import { useT } from '../../i18n/use-t.ts';
import type { ListingPackage } from '../../../content/packages.ts';
import type { OrderAmounts } from '../../../shared/domain/orders.ts';
import { formatCents, formatRate } from '../../../shared/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';

/**
 * The order's amounts (spec 2.12 "order summary"): the package, subtotal, the coupon's discount,
 * New Brunswick HST and the total, in cents computed by shared/domain/orders.ts priceOrder — the
 * same function the order service stores with.
 */
export function OrderSummary({
  id,
  pack,
  amounts,
  couponCode,
  headingLevel = 2,
}: {
  id: string;
  pack: ListingPackage;
  amounts: OrderAmounts;
  couponCode: string | null;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const language = useLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="order-summary" aria-labelledby={id}>
      <Heading id={id}>{t('checkout.summary.heading')}</Heading>
      <dl className="order-summary__lines" aria-live="polite">
        <div>
          <dt>{t('checkout.summary.package')}</dt>
          <dd>
            {t('checkout.summary.packageValue', {
              plan: pack.title,
              listings: pack.listingsIncluded,
              months: pack.validityMonths,
            })}
          </dd>
        </div>
        <div>
          <dt>{t('checkout.summary.subtotal')}</dt>
          <dd>{formatCents(amounts.subtotalCents, language)}</dd>
        </div>
        {amounts.discountCents > 0 ? (
          <div>
            <dt>{t('checkout.summary.discount', { code: couponCode ?? '' })}</dt>
            <dd>−{formatCents(amounts.discountCents, language)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('checkout.summary.tax', { rate: formatRate(amounts.taxRateBp, language) })}</dt>
          <dd>{formatCents(amounts.taxCents, language)}</dd>
        </div>
        <div className="order-summary__total">
          <dt>{t('checkout.summary.total')}</dt>
          <dd>{formatCents(amounts.totalCents, language)}</dd>
        </div>
      </dl>
      <p className="order-summary__note">{t('checkout.summary.currency')}</p>
    </section>
  );
}
