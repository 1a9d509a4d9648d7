import { Link } from '../../components/site-link.tsx';
import { Check } from 'lucide-react';
import { useT } from '../../i18n/use-t.ts';
import type { ListingPackage, ManagementPlan } from '../../../content/packages.ts';
import { Detail } from '../../components/detail.tsx';
import { contactHref } from './contact-link.ts';

/** The three management plans (spec 9) with their setup and ongoing fees and a ContactUs link. */
export function ManagementPlanCards({ plans }: { plans: readonly ManagementPlan[] }) {
  const t = useT();
  return (
    <ul className="plan-cards">
      {plans.map((plan) => (
        <li key={plan.id} className={`plan-card${plan.isHighlighted ? ' plan-card--highlighted' : ''}`}>
          <h3 id={`plan-${plan.id}`} className="plan-card__title">
            {plan.title}
          </h3>
          <p>{plan.summary}</p>
          <dl className="plan-card__fees">
            <Detail term={t('company.services.setupFee')}>{plan.setupFee}</Detail>
            <Detail term={t('company.services.ongoingFee')}>{plan.ongoingFee}</Detail>
          </dl>
          <FeatureList features={plan.features} />
          <Link
            className="button button--primary plan-card__action"
            to={contactHref({
              subject: t('company.services.planSubject', { plan: plan.title }),
              message: t('company.services.planMessage', { plan: plan.title }),
            })}
            aria-describedby={`plan-${plan.id}`}
          >
            {t('company.contactUs')}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Listing packages (spec 9: price, title, features) with a 'Choose Plan' link to the checkout, the
 * package chosen (issue 17: an order on invoice).
 * Each title is an h3 under the page's section heading, or an h2 where the cards are the page.
 */
export function ListingPackageCards({
  packages,
  headingLevel = 3,
}: {
  packages: readonly ListingPackage[];
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="plan-cards">
      {packages.map((pack) => {
        const price = t('company.packages.price', { price: pack.price });
        return (
          <li key={pack.id} className={`plan-card${pack.isHighlighted ? ' plan-card--highlighted' : ''}`}>
            {pack.isHighlighted ? (
              <p className="plan-card__flag">{t('company.packages.highlighted')}</p>
            ) : null}
            <Heading id={`package-${pack.id}`} className="plan-card__title">
              {pack.title}
            </Heading>
            <p className="plan-card__price">
              {price} <span className="plan-card__currency">{t('company.packages.currency')}</span>
            </p>
            <FeatureList features={pack.features} />
            <Link
              className="button button--accent plan-card__action"
              to={`/checkout?plan=${pack.id}`}
              aria-describedby={`package-${pack.id}`}
            >
              {t('company.packages.choosePlan')}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function FeatureList({ features }: { features: readonly string[] }) {
  return (
    <ul className="plan-card__features">
      {features.map((feature) => (
        <li key={feature}>
          <Check aria-hidden="true" size={18} />
          {feature}
        </li>
      ))}
    </ul>
  );
}
