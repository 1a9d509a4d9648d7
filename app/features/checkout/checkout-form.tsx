import { Form, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getCollectionProps, getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { listingPackages, type ListingPackage } from '../../../content/packages.ts';
import type { PackageKey } from '../../../shared/domain/account.ts';
import { PHONE_MAX_LENGTH } from '../../../shared/domain/limits.ts';
import {
  BILLING_COUNTRIES,
  formatCents,
  packageOf,
  priceOrder,
  type Coupon,
} from '../../../shared/domain/orders.ts';
import { BILLING_LIMITS, billingSchema, couponApplySchema } from '../../../shared/domain/order-schemas.ts';
import { RequiredMarkingContext, FieldError } from '../../components/form/field-parts.tsx';
import { SelectField, TextareaField, TextField } from '../../components/form/text-fields.tsx';
import { ariaOf, keepDigits, useVisibleErrors, type AnyField } from '../../components/form/field-state.ts';
import { useViewer } from '../auth/index.ts';
import { OrderSummary } from './order-summary.tsx';

/** The submit button that applies a coupon (posts to /checkout); any other submits the order details. */
export const COUPON_INTENT = 'coupon';

const ALERT_ID = 'checkout-alert';

export type CheckoutFormError = 'invalid' | 'unexpected';

export type BillingDefaults = Partial<
  Record<'name' | 'email' | 'phone' | 'street' | 'city' | 'province' | 'postalCode', string>
>;

/**
 * The checkout (spec 2.12: billing form, order summary, coupon box, plan chooser, Proceed Payment),
 * one POST form that works without JavaScript: 'Apply Coupon' posts to /checkout, which answers
 * with the coupon applied; 'Proceed Payment' posts to /payment, which checks the details and shows
 * the payment information. With JavaScript, Conform checks each field as it is left, and the summary
 * follows the chosen plan at once.
 */
export function CheckoutForm({
  lastResult,
  defaults,
  plan,
  orderKey,
  coupon,
  formError,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  defaults: BillingDefaults;
  plan: PackageKey;
  orderKey: string;
  /** The coupon the server accepted for this form, if any. */
  coupon: Coupon | null;
  formError?: CheckoutFormError | null;
}) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const navigation = useNavigation();
  const isBusy = navigation.state !== 'idle' && navigation.formAction === '/payment';
  const [form, fields] = useForm({
    id: 'checkout',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData, submitter }) =>
      parseWithZod(formData, {
        schema:
          submitter instanceof HTMLButtonElement && submitter.value === COUPON_INTENT
            ? couponApplySchema
            : billingSchema,
      }),
    defaultValue: { country: 'CA', ...defaults, plan, coupon: coupon?.code ?? '' },
  });
  const chosen =
    packageOf(listingPackages, fields.plan.value) ?? packageOf(listingPackages, plan) ?? listingPackages[0]!;
  const amounts = priceOrder(chosen.price, coupon);
  const alert: CheckoutFormError | null =
    formError ?? (form.errors || hasFieldErrors(lastResult) ? 'invalid' : null);
  return (
    <Form
      method="post"
      action="/payment"
      className="checkout"
      {...getFormProps(form)}
      aria-describedby={alert ? ALERT_ID : undefined}
    >
      {/* The session's CSRF token, as the auth feature's CsrfInput writes it (field 'csrf'). */}
      <input type="hidden" name="csrf" value={viewer?.csrfToken ?? ''} />
      <input type="hidden" name="orderKey" value={orderKey} />
      <div className="checkout__main">
        {alert ? (
          <div id={ALERT_ID} className="form-alert" role="alert">
            {alert === 'invalid' ? (
              <>
                <strong>{t('checkout.formError.heading')}</strong> {t('checkout.formError.text')}
              </>
            ) : (
              t('checkout.formError.unexpected')
            )}
          </div>
        ) : null}
        <section className="checkout__card" aria-labelledby="billing-title">
          <h2 id="billing-title">{t('checkout.billingHeading')}</h2>
          <p className="checkout__note">{t('checkout.requiredNote')}</p>
          <RequiredMarkingContext value="explained-asterisk">
            <div className="checkout__grid">
              <TextField
                field={fields.name}
                label={t('checkout.fields.name')}
                autoComplete="name"
                maxLength={BILLING_LIMITS.name}
                isRequired
              />
              <TextField
                field={fields.email}
                label={t('checkout.fields.email')}
                type="email"
                autoComplete="email"
                maxLength={BILLING_LIMITS.email}
                isRequired
              />
              <TextField
                field={fields.company}
                label={t('checkout.fields.company')}
                note={t('checkout.fields.optional')}
                autoComplete="organization"
                maxLength={BILLING_LIMITS.company}
              />
              <SelectField
                field={fields.country}
                label={t('checkout.fields.country')}
                placeholder={t('checkout.fields.chooseCountry')}
                options={BILLING_COUNTRIES.map((c) => ({ value: c.code, label: c.name }))}
                autoComplete="country"
                isRequired
              />
              <TextField
                field={fields.street}
                label={t('checkout.fields.street')}
                autoComplete="address-line1"
                maxLength={BILLING_LIMITS.street}
                isRequired
              />
              <TextField
                field={fields.apartment}
                label={t('checkout.fields.apartment')}
                note={t('checkout.fields.optional')}
                autoComplete="address-line2"
                maxLength={BILLING_LIMITS.apartment}
              />
              <TextField
                field={fields.city}
                label={t('checkout.fields.city')}
                autoComplete="address-level2"
                maxLength={BILLING_LIMITS.city}
                isRequired
              />
              <TextField
                field={fields.province}
                label={t('checkout.fields.province')}
                autoComplete="address-level1"
                maxLength={BILLING_LIMITS.province}
                isRequired
              />
              <TextField
                field={fields.postalCode}
                label={t('checkout.fields.postalCode')}
                autoComplete="postal-code"
                maxLength={BILLING_LIMITS.postalCode}
                isRequired
              />
              <TextField
                field={fields.phone}
                label={t('checkout.fields.phone')}
                hint={t('checkout.fields.phoneHint')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={PHONE_MAX_LENGTH}
                filter={keepDigits}
                isRequired
              />
              <TextField
                field={fields.landline}
                label={t('checkout.fields.landline')}
                note={t('checkout.fields.optional')}
                type="tel"
                inputMode="tel"
                maxLength={PHONE_MAX_LENGTH}
                filter={keepDigits}
              />
              <TextareaField
                field={fields.additionalInformation}
                label={t('checkout.fields.additionalInformation')}
                note={t('checkout.fields.optional')}
                hint={t('checkout.fields.additionalHint')}
                rows={3}
                maxLength={BILLING_LIMITS.additionalInformation}
                className="field--wide"
              />
            </div>
          </RequiredMarkingContext>
        </section>
      </div>
      <div className="checkout__side">
        <PlanChooser field={fields.plan} />
        <CouponBox field={fields.coupon} coupon={coupon} discountCents={amounts.discountCents} />
        <OrderSummary
          id="order-summary-title"
          pack={chosen}
          amounts={amounts}
          couponCode={coupon?.code ?? null}
        />
        <p className="order-summary__note">{t('checkout.summary.changesNote')}</p>
        <button
          type="submit"
          name="intent"
          value="review"
          className="button button--accent checkout__proceed"
          disabled={isBusy}
        >
          {isBusy ? t('checkout.proceeding') : t('checkout.proceed')}
        </button>
      </div>
    </Form>
  );
}

function hasFieldErrors(result: SubmissionResult<string[]> | null | undefined): boolean {
  return Boolean(result?.error && Object.values(result.error).some((errors) => errors && errors.length > 0));
}

/** The plan chooser: one radio per package, with its price and what it grants. */
function PlanChooser({ field }: { field: AnyField }) {
  const { t } = useTranslation();
  const errors = useVisibleErrors(field);
  const inputs = getCollectionProps(field, {
    type: 'radio',
    options: listingPackages.map((p) => p.id),
    ariaAttributes: false,
  });
  return (
    <fieldset className="plan-chooser">
      <legend>{t('checkout.plan.legend')}</legend>
      <ul>
        {inputs.map(({ key, ...input }, index) => {
          const pack = listingPackages[index] as ListingPackage;
          return (
            <li key={key}>
              <label className="plan-chooser__option">
                <input {...input} id={`${field.id}-${pack.id}`} {...ariaOf(field, errors)} />
                <span>
                  <span className="plan-chooser__title">
                    {t('checkout.plan.option', { plan: pack.title, price: formatCents(pack.price * 100) })}
                  </span>
                  <span className="plan-chooser__details">
                    {t('checkout.plan.details', {
                      listings: pack.listingsIncluded,
                      images: pack.imagesPerListing,
                      months: pack.validityMonths,
                    })}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <FieldError id={field.errorId} errors={errors} />
    </fieldset>
  );
}

/** The coupon box: the code and 'Apply Coupon', which asks the server (codes live in its configuration). */
function CouponBox({
  field,
  coupon,
  discountCents,
}: {
  field: AnyField;
  coupon: Coupon | null;
  discountCents: number;
}) {
  const { t } = useTranslation();
  return (
    <div className="coupon-box">
      <div className="coupon-box__row">
        <TextField
          field={field}
          label={t('checkout.coupon.label')}
          autoComplete="off"
          maxLength={BILLING_LIMITS.coupon}
          className="coupon-box__field"
        />
        <button
          type="submit"
          name="intent"
          value={COUPON_INTENT}
          formAction="/checkout"
          className="button button--ghost coupon-box__apply"
        >
          {t('checkout.coupon.apply')}
        </button>
      </div>
      {coupon ? (
        <p className="coupon-box__applied" role="status">
          {t('checkout.coupon.applied', { code: coupon.code, discount: formatCents(discountCents) })}
        </p>
      ) : null}
    </div>
  );
}
