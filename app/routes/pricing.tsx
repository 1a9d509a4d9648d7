import { Link } from '../components/site-link.tsx';
import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/pricing';
import { companyMeta } from '../features/company/company-meta.ts';
import { PageHero } from '../features/company/page-hero.tsx';
import { ListingPackageCards } from '../features/company/plan-cards.tsx';
import '../i18n/catalogues/company.ts';
import { packagesContent } from '../i18n/content/packages.ts';
import { useLanguage } from '../i18n/use-language.ts';

export const meta: Route.MetaFunction = ({ matches }) =>
  companyMeta(matches, { title: 'pricingTitle', description: 'pricingDescription', path: '/pricing' });

/** Spec 2.12: plan cards with price, title and features; 'Choose Plan' opens the checkout with the plan chosen. */
export default function Pricing() {
  const t = useT();
  const { listingPackages } = packagesContent.of(useLanguage());
  return (
    <>
      <PageHero id="pricing-title" title={t('company.pricing.title')}>
        <p className="page-hero__lead">{t('company.pricing.lead')}</p>
      </PageHero>
      <div className="container section">
        <ListingPackageCards packages={listingPackages} headingLevel={2} />
        <p className="section__more">
          <Link to="/services-offered#99Pricing">{t('company.pricing.plansText')}</Link>
        </p>
      </div>
    </>
  );
}
