import { Form, useNavigation } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { getCollectionProps, getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { ListingPackage } from '../../../content/packages.ts';
import type { PackageKey } from '../../../shared/domain/account.ts';
import { PHONE_MAX_LENGTH } from '../../../shared/domain/limits.ts';
import {
  BILLING_COUNTRIES,
  countryName,
  packageOf,
  priceOrder,
  type Coupon,
} from '../../../shared/domain/orders.ts';
import { BILLING_LIMITS, billingSchema, couponApplySchema } from '../../../shared/domain/order-schemas.ts';
import { RequiredMarkingContext, FieldError } from '../../components/form/field-parts.tsx';
import { SelectField, TextareaField, TextField } from '../../components/form/text-fields.tsx';
import { ariaOf, keepDigits, useVisibleErrors, type AnyField } from '../../components/form/field-state.ts';
import { CsrfInput } from '../auth/index.ts';
import { OrderSummary } from './order-summary.tsx';
import { packagesContent } from '../../i18n/content/packages.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatCents } from '../../../shared/format.ts';

type BillingRow = {
  name: 'name' | 'email' | 'company' | 'street' | 'apartment' | 'city' | 'province' | 'postalCode';
  autoComplete: string;
  isRequired?: boolean;
  isPhone?: false;
};
type PhoneRow = { name: 'phone' | 'landline'; autoComplete?: string; isRequired?: boolean; isPhone: true };

/**
 * The billing form's fields in their order (spec 3 "Billing form"); the required ones carry the
 * spec's markers, the others read "(optional)". Labels are `checkout.fields.<name>`.
 */
const BILLING_ROWS: readonly (BillingRow | PhoneRow | 'country')[] = [
  { name: 'name', autoComplete: 'name', isRequired: true },
  { name: 'email', autoComplete: 'email', isRequired: true },
  { name: 'company', autoComplete: 'organization' },
  'country',
  { name: 'street', autoComplete: 'address-line1', isRequired: true },
  { name: 'apartment', autoComplete: 'address-line2' },
  { name: 'city', autoComplete: 'address-level2', isRequired: true },
  { name: 'province', autoComplete: 'address-level1', isRequired: true },
  { name: 'postalCode', autoComplete: 'postal-code', isRequired: true },
  { name: 'phone', autoComplete: 'tel', isRequired: true, isPhone: true },
  { name: 'landline', isPhone: true },
];

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
  const t = useT();
  const language = useLanguage();
  const { listingPackages } = packagesContent.of(useLanguage());
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
      <CsrfInput />
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
              {BILLING_ROWS.map((row) =>
                row === 'country' ? (
                  <SelectField
                    key={row}
                    field={fields.country}
                    label={t('checkout.fields.country')}
                    placeholder={t('checkout.fields.chooseCountry')}
                    options={BILLING_COUNTRIES.map((c) => ({
                      value: c.code,
                      label: countryName(c.code, language),
                    }))}
                    autoComplete="country"
                    isRequired
                  />
                ) : (
                  <TextField
                    key={row.name}
                    field={fields[row.name]}
                    label={t(`checkout.fields.${row.name}`)}
                    note={row.isRequired ? undefined : t('checkout.fields.optional')}
                    hint={row.name === 'phone' ? t('checkout.fields.phoneHint') : undefined}
                    autoComplete={row.autoComplete}
                    {...(row.isPhone
                      ? { type: 'tel', inputMode: 'tel', maxLength: PHONE_MAX_LENGTH, filter: keepDigits }
                      : {
                          type: row.name === 'email' ? 'email' : 'text',
                          maxLength: BILLING_LIMITS[row.name as keyof typeof BILLING_LIMITS],
                        })}
                    isRequired={row.isRequired}
                  />
                ),
              )}
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
  const t = useT();
  const language = useLanguage();
  const { listingPackages } = packagesContent.of(useLanguage());
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
                    {t('checkout.plan.option', {
                      plan: pack.title,
                      price: formatCents(pack.price * 100, language),
                    })}
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
  const t = useT();
  const language = useLanguage();
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
          {t('checkout.coupon.applied', {
            code: coupon.code,
            discount: formatCents(discountCents, language),
          })}
        </p>
      ) : null}
    </div>
  );
}
