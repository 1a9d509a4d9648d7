import { Link } from '../components/site-link.tsx';
import { useT } from '../i18n/use-t.ts';
import { parseWithZod } from '@conform-to/zod/v4';
import type { Route } from './+types/checkout';
import '../i18n/catalogues/checkout.ts';
import { requestEnvContext } from '../context.ts';
import { formError } from '../responses.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import type { PackageKey } from '../../shared/domain/account.ts';
import { packageOf, priceOrder } from '../../shared/domain/orders.ts';
import { formatCents } from '../../shared/format.ts';
import { checkoutQuerySchema, couponApplySchema } from '../../shared/domain/order-schemas.ts';
import { checkout } from '../../shared/i18n/en/checkout.ts';
import { CheckoutForm, loginHref, OrderSummary, type BillingDefaults } from '../features/checkout/index.ts';
import { pageAccount, privateHeaders, readAccountForm } from '../features/checkout/checkout.server.ts';
import { packagesContent } from '../i18n/content/packages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { languageOf } from '../../shared/i18n/languages.ts';

/** The plan shown when none is asked for: the highlighted one ('Most popular'). */
function defaultPlan(request: Request): PackageKey {
  const { listingPackages } = packagesContent.of(languageOf(request));
  return listingPackages.find((p) => p.isHighlighted)?.id ?? 'basic';
}

/**
 * Spec 2.12 "Checkout", wired as an order on invoice (issue 17). ?plan= is the package the Choose
 * Plan buttons picked. Signed out: the banner to log in (and back here), the plan chooser and the
 * price. Signed in: the billing form, prefilled from the profile, with a fresh order key (the order
 * it leads to is stored once however often it is sent).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const env = context.get(requestEnvContext);
  const query = checkoutQuerySchema.parse({
    plan: new URL(request.url).searchParams.get('plan') ?? undefined,
  });
  const plan = query.plan ?? defaultPlan(request);
  const account = await pageAccount(env, request);
  if (!account) return { isSignedIn: false as const, plan };
  const profile = await env.services.orders.billingDefaults(account.user.id);
  const defaults: BillingDefaults = Object.fromEntries(
    Object.entries(profile ?? {}).filter(([, value]) => typeof value === 'string' && value !== ''),
  );
  return { isSignedIn: true as const, plan, orderKey: crypto.randomUUID(), defaults };
}

/** 'Apply Coupon': the code checked against the configuration; the rest of the form is kept as typed. */
export async function action({ request, context }: Route.ActionArgs) {
  const env = context.get(requestEnvContext);
  const { form } = await readAccountForm(env, request);
  const submission = parseWithZod(form, { schema: couponApplySchema });
  if (submission.status !== 'success') return formError(400, { result: submission.reply(), coupon: null });
  const quote = env.services.orders.quote(submission.value.plan, submission.value.coupon);
  if (!quote?.ok) {
    return formError(400, {
      result: submission.reply({ fieldErrors: { coupon: [checkout.checkout.validation.couponInvalid] } }),
      coupon: null,
    });
  }
  return { result: submission.reply(), coupon: quote.coupon };
}

export const headers = privateHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  return pageMeta(matches, {
    title: i18n.t('checkout.metaTitle', { site: root?.site.name ?? '' }),
    description: i18n.t('checkout.metaDescription'),
  });
};

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="container checkout-page">
      <h1 id="checkout-title">{t('checkout.heading')}</h1>
      <p className="checkout-page__lead">{t('checkout.lead')}</p>
      {loaderData.isSignedIn ? (
        <CheckoutForm
          lastResult={actionData?.result}
          defaults={loaderData.defaults}
          plan={loaderData.plan}
          orderKey={loaderData.orderKey}
          coupon={actionData?.coupon ?? null}
        />
      ) : (
        <SignedOutCheckout plan={loaderData.plan} />
      )}
    </div>
  );
}

/** Signed out: the spec's banner to log in (coming back to this plan), the plans and the price. */
function SignedOutCheckout({ plan }: { plan: PackageKey }) {
  const t = useT();
  const language = useLanguage();
  const { listingPackages } = packagesContent.of(useLanguage());
  const pack = packageOf(listingPackages, plan) ?? listingPackages[0]!;
  const back = `/checkout?plan=${pack.id}`;
  return (
    <>
      <p className="checkout-banner">
        {t('checkout.banner.text')} <Link to={loginHref(back)}>{t('checkout.banner.login')}</Link>
      </p>
      <div className="checkout">
        <div className="checkout__main">
          <section className="checkout__card" aria-labelledby="billing-title">
            <h2 id="billing-title">{t('checkout.billingHeading')}</h2>
            <p>{t('checkout.banner.needAccount')}</p>
            <p className="checkout__actions">
              <Link className="button button--primary" to={loginHref(back)}>
                {t('checkout.banner.loginButton')}
              </Link>
              <Link className="button button--ghost" to="/create-account">
                {t('checkout.banner.createAccount')}
              </Link>
            </p>
          </section>
        </div>
        <div className="checkout__side">
          <section className="plan-chooser" aria-labelledby="plan-title">
            <h2 id="plan-title" className="plan-chooser__heading">
              {t('checkout.plan.legend')}
            </h2>
            <ul>
              {listingPackages.map((option) => (
                <li key={option.id}>
                  <Link
                    className="plan-chooser__option"
                    to={`/checkout?plan=${option.id}`}
                    aria-current={option.id === pack.id ? 'true' : undefined}
                    preventScrollReset
                  >
                    <span>
                      <span className="plan-chooser__title">
                        {t('checkout.plan.option', {
                          plan: option.title,
                          price: formatCents(option.price * 100, language),
                        })}
                      </span>
                      <span className="plan-chooser__details">
                        {t('checkout.plan.details', {
                          listings: option.listingsIncluded,
                          images: option.imagesPerListing,
                          months: option.validityMonths,
                        })}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <OrderSummary
            id="order-summary-title"
            pack={pack}
            amounts={priceOrder(pack.price, null)}
            couponCode={null}
          />
        </div>
      </div>
    </>
  );
}
