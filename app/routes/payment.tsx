import { languageOf } from '../../shared/i18n/languages.ts';
import { Form, redirect, useNavigation } from 'react-router';
import { Link } from '../components/site-link.tsx';
import { useT } from '../i18n/use-t.ts';
import { CircleCheck } from 'lucide-react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { Route } from './+types/payment';
import '../i18n/catalogues/checkout.ts';
import { requestEnvContext } from '../context.ts';
import { formError, pageError } from '../responses.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { useSite } from '../features/company/use-site.ts';
import { CsrfInput } from '../features/auth/csrf-input.tsx';
import { formatDate } from '../../shared/format.ts';
import { ORDER_NUMBER_PATTERN, packageOf, type OrderAmounts } from '../../shared/domain/orders.ts';
import { billingSchema, orderKeySchema, type BillingDetails } from '../../shared/domain/order-schemas.ts';
import { checkout } from '../../shared/i18n/en/checkout.ts';
import {
  BillingReview,
  CheckoutForm,
  OrderSummary,
  PaymentInformation,
  PaymentSteps,
  type PaymentStep,
  loginHref,
} from '../features/checkout/index.ts';
import { pageAccount, privateHeaders, readAccountForm } from '../features/checkout/checkout.server.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { pathWithoutLanguage } from '../../shared/i18n/languages.ts';
import { packagesContent } from '../i18n/content/packages.ts';

/**
 * Spec 2.12 "Payment: three steps (Customer Detail, Payment Information, Confirmation)", as an order
 * on invoice (issue 17). The checkout's 'Proceed Payment' posts here: the details are checked (step
 * 1 again, with the errors, if they need attention), then the payment information with 'Place
 * Order'; placing redirects to ?order=<number>, the confirmation, shown to the order's account only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const env = context.get(requestEnvContext);
  const url = new URL(request.url);
  const number = url.searchParams.get('order');
  const account = await pageAccount(env, request);
  if (!account) {
    if (number !== null) throw redirect(loginHref(`${pathWithoutLanguage(url.pathname)}${url.search}`));
    return { isSignedIn: false, order: null };
  }
  if (number === null) return { isSignedIn: true, order: null };
  if (!ORDER_NUMBER_PATTERN.test(number)) throw pageError(404);
  const order = await env.services.orders.getForUser(account.user.id, number);
  if (!order) throw pageError(404);
  return {
    isSignedIn: true,
    order: {
      number: order.number,
      status: order.status,
      placedOn: order.createdAt.toISOString().slice(0, 10),
      package: order.package,
      billingEmail: order.billingEmail,
      couponCode: order.couponCode,
      amounts: {
        subtotalCents: order.subtotalCents,
        discountCents: order.discountCents,
        taxRateBp: order.taxRateBp,
        taxCents: order.taxCents,
        totalCents: order.totalCents,
      } satisfies OrderAmounts,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const env = context.get(requestEnvContext);
  const { account, form } = await readAccountForm(env, request);
  const intent = form.get('intent');
  const key = orderKeySchema.safeParse(form.get('orderKey'));
  const orderKey = key.success ? key.data : crypto.randomUUID();
  const submission = parseWithZod(form, { schema: billingSchema });
  const backToDetails = (result: ReturnType<typeof submission.reply>) =>
    formError(400, { step: 'customer' as const, result, orderKey, coupon: null });
  if (submission.status !== 'success') return backToDetails(submission.reply());
  const details = submission.value;
  const quote = env.services.orders.quote(details.plan, details.coupon);
  const couponRefused = () =>
    backToDetails(
      submission.reply({ fieldErrors: { coupon: [checkout.checkout.validation.couponInvalid] } }),
    );
  if (!quote?.ok) return couponRefused();

  if (intent === 'edit') {
    return { step: 'customer' as const, result: submission.reply(), orderKey, coupon: quote.coupon };
  }
  if (intent === 'place') {
    if (!key.success) throw pageError(400);
    const placed = await env.services.orders.place({
      userId: account.user.id,
      key: key.data,
      billing: details,
      origin: env.origin,
      language: languageOf(request),
    });
    if (placed.status === 'coupon-invalid') return couponRefused();
    if (placed.status === 'key-conflict') throw pageError(400);
    return redirect(`/payment?order=${encodeURIComponent(placed.order.number)}`, 303);
  }
  return {
    step: 'information' as const,
    details,
    orderKey,
    amounts: quote.amounts,
    couponCode: quote.coupon?.code ?? null,
  };
}

export const headers = privateHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  return pageMeta(matches, {
    title: i18n.t('payment.metaTitle', { site: root?.site.name ?? '' }),
    description: i18n.t('checkout.metaDescription'),
  });
};

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { listingPackages } = packagesContent.of(useLanguage());
  const step: PaymentStep = actionData?.step ?? (loaderData.order ? 'confirmation' : 'customer');
  return (
    <div className="container checkout-page payment-page">
      <h1 id="payment-title">{t('payment.heading')}</h1>
      <PaymentSteps current={step} />
      <section className="payment-page__step" aria-labelledby="payment-step-title">
        <h2 id="payment-step-title">{t(`payment.steps.${step}`)}</h2>
        {actionData?.step === 'customer' ? (
          <>
            <p>{t('payment.customerLead')}</p>
            <CheckoutForm
              lastResult={actionData.result}
              defaults={{}}
              plan={listingPackages[0]!.id}
              orderKey={actionData.orderKey}
              coupon={actionData.coupon}
            />
          </>
        ) : actionData?.step === 'information' ? (
          <InformationStep
            details={actionData.details}
            orderKey={actionData.orderKey}
            amounts={actionData.amounts}
            couponCode={actionData.couponCode}
          />
        ) : loaderData.order ? (
          <Confirmation order={loaderData.order} />
        ) : (
          <div className="checkout__card">
            {loaderData.isSignedIn ? null : (
              <p className="checkout-banner">
                {t('checkout.banner.text')}{' '}
                <Link to={loginHref('/checkout')}>{t('checkout.banner.login')}</Link>
              </p>
            )}
            <p>{t('payment.start')}</p>
            <p>
              <Link className="button button--primary" to="/checkout">
                {t('payment.toCheckout')}
              </Link>
            </p>
          </div>
        )}
      </section>
    </div>
  );
}

const HIDDEN_FIELDS = [
  'plan',
  'name',
  'email',
  'company',
  'country',
  'street',
  'apartment',
  'city',
  'province',
  'postalCode',
  'phone',
  'landline',
  'additionalInformation',
  'coupon',
] as const satisfies readonly (keyof BillingDetails)[];

/** Step 2: the details to check, how to pay on invoice, the amounts, and 'Place Order'. */
function InformationStep({
  details,
  orderKey,
  amounts,
  couponCode,
}: {
  details: BillingDetails;
  orderKey: string;
  amounts: OrderAmounts;
  couponCode: string | null;
}) {
  const t = useT();
  const { listingPackages } = packagesContent.of(useLanguage());
  const site = useSite();
  const navigation = useNavigation();
  const isPlacing =
    navigation.state !== 'idle' &&
    navigation.formAction === '/payment' &&
    navigation.formData?.get('intent') === 'place';
  const pack = packageOf(listingPackages, details.plan) ?? listingPackages[0]!;
  return (
    <Form method="post" action="/payment" className="checkout">
      <CsrfInput />
      <input type="hidden" name="orderKey" value={orderKey} />
      {HIDDEN_FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} value={details[name]} />
      ))}
      <div className="checkout__main">
        <div className="checkout__card">
          <PaymentInformation site={site} months={pack.validityMonths} />
        </div>
        <section className="checkout__card" aria-labelledby="review-title">
          <h3 id="review-title">{t('payment.review.heading')}</h3>
          <BillingReview details={details} />
          <button type="submit" name="intent" value="edit" className="button button--ghost">
            {t('payment.review.edit')}
          </button>
        </section>
      </div>
      <div className="checkout__side">
        <OrderSummary
          id="order-summary-title"
          pack={pack}
          amounts={amounts}
          couponCode={couponCode}
          headingLevel={3}
        />
        <button
          type="submit"
          name="intent"
          value="place"
          className="button button--accent checkout__proceed"
          disabled={isPlacing}
        >
          {isPlacing ? t('payment.information.placing') : t('payment.information.place')}
        </button>
      </div>
    </Form>
  );
}

type ConfirmedOrder = NonNullable<Route.ComponentProps['loaderData']['order']>;

/** Step 3: the order number, what happens next, and the amounts as stored. */
function Confirmation({ order }: { order: ConfirmedOrder }) {
  const t = useT();
  const language = useLanguage();
  const { listingPackages } = packagesContent.of(language);
  const site = useSite();
  const pack = packageOf(listingPackages, order.package) ?? listingPackages[0]!;
  return (
    <div className="checkout">
      <div className="checkout__main">
        <div className="checkout__card payment-confirmation">
          <p className="payment-confirmation__lead">
            <CircleCheck aria-hidden="true" size={28} />
            {t('payment.confirmation.heading')}
          </p>
          <dl className="billing-review">
            <div>
              <dt>{t('payment.confirmation.number')}</dt>
              <dd className="payment-confirmation__number">{order.number}</dd>
            </div>
            <div>
              <dt>{t('payment.confirmation.status')}</dt>
              <dd>{t(`payment.status.${order.status}`)}</dd>
            </div>
            <div>
              <dt>{t('payment.confirmation.date')}</dt>
              <dd>{formatDate(order.placedOn, language)}</dd>
            </div>
          </dl>
          <p>
            {t('payment.confirmation.emailed', {
              email: order.billingEmail,
              office: site.email,
              number: order.number,
            })}
          </p>
          <p>{t('payment.confirmation.next')}</p>
          <p className="checkout__actions">
            <Link className="button button--primary" to="/submit-property-dashboard">
              {t('payment.confirmation.dashboard')}
            </Link>
            <Link className="button button--ghost" to="/services-offered#99Pricing">
              {t('payment.confirmation.packages')}
            </Link>
          </p>
        </div>
      </div>
      <div className="checkout__side">
        <OrderSummary
          id="order-summary-title"
          pack={pack}
          amounts={order.amounts}
          couponCode={order.couponCode}
          headingLevel={3}
        />
      </div>
    </div>
  );
}
