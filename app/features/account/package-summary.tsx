import { Link } from '../../components/site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import type { ActivePackage } from '../../../server/orders/order-service.ts';
import { formatNumber } from '../../../shared/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { LOCALES } from '../../../shared/i18n/languages.ts';
import { packagesContent } from '../../i18n/content/packages.ts';

/**
 * The submit-property dashboard's package summary (spec 2.12; issue 17): the active listing
 * package — its name, listings included and remaining, images per listing, end date — read from
 * the account's paid package grant. Without one: that submitting is free, and where the packages
 * are. No "featured" figures: the site has no featured listings.
 */
export function PackageSummary({ active }: { active: ActivePackage | null }) {
  const t = useT();
  const language = useLanguage();
  const { listingPackageByKey } = packagesContent.of(language);
  if (!active) {
    return (
      <section className="package-summary" aria-labelledby="package-summary-title">
        <h2 id="package-summary-title">{t('account.submit.packageHeading')}</h2>
        <p>{t('account.submit.noPackage')}</p>
        <p>
          <Link className="button button--ghost" to="/services-offered#99Pricing">
            {t('account.submit.seePackages')}
          </Link>
        </p>
      </section>
    );
  }
  const title = listingPackageByKey[active.package]?.title ?? active.package;
  const endsOn = new Date(active.endsAt).toLocaleDateString(LOCALES[language], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'America/Moncton',
  });
  return (
    <section className="package-summary" aria-labelledby="package-summary-title">
      <h2 id="package-summary-title">{t('account.submit.packageName', { name: title })}</h2>
      <dl className="package-summary__facts">
        <div>
          <dt>{t('account.submit.listingsIncluded')}</dt>
          <dd>{formatNumber(active.listingsIncluded, language)}</dd>
        </div>
        <div>
          <dt>{t('account.submit.listingsRemaining')}</dt>
          <dd>{formatNumber(Math.max(0, active.listingsIncluded - active.listingsUsed), language)}</dd>
        </div>
        <div>
          <dt>{t('account.submit.imagesPerListing')}</dt>
          <dd>{formatNumber(active.imagesPerListing, language)}</dd>
        </div>
        <div>
          <dt>{t('account.submit.endDate')}</dt>
          <dd>{endsOn}</dd>
        </div>
      </dl>
    </section>
  );
}
