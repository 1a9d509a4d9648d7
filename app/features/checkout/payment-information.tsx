import { useT } from '../../i18n/use-t.ts';
import { Landmark, Mail } from 'lucide-react';
import type { SiteInfo } from '../../../content/site.ts';
import { countryName } from '../../../shared/domain/orders.ts';
import { useLanguage } from '../../i18n/use-language.ts';

/** The billing details as the customer entered them (step 1, "Customer Detail", done). */
export type BillingReviewDetails = {
  name: string;
  email: string;
  company: string;
  country: string;
  street: string;
  apartment: string;
  city: string;
  province: string;
  postalCode: string;
  phone: string;
  landline: string;
  additionalInformation: string;
};

export function BillingReview({ details }: { details: BillingReviewDetails }) {
  const t = useT();
  const language = useLanguage();
  const address = [
    details.street,
    details.apartment,
    `${details.city}, ${details.province} ${details.postalCode}`,
    countryName(details.country, language),
  ].filter(Boolean);
  const rows: [string, React.ReactNode][] = [
    [t('checkout.fields.name'), details.name],
    [t('checkout.fields.email'), details.email],
    ...(details.company ? [[t('checkout.fields.company'), details.company] as [string, string]] : []),
    [
      t('orderEmails.labels.address'),
      address.map((line, index) => (
        <span key={index} className="billing-review__line">
          {line}
        </span>
      )),
    ],
    [t('checkout.fields.phone'), details.phone],
    ...(details.landline ? [[t('checkout.fields.landline'), details.landline] as [string, string]] : []),
    ...(details.additionalInformation
      ? [[t('checkout.fields.additionalInformation'), details.additionalInformation] as [string, string]]
      : []),
  ];
  return (
    <dl className="billing-review">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Step 2, "Payment Information": payment on invoice, by Interac e-Transfer or cheque, to the
 * company's configured e-mail and address. No card fields: the site never takes card data.
 */
export function PaymentInformation({ site, months }: { site: SiteInfo; months: number }) {
  const t = useT();
  return (
    <div className="payment-information">
      <p>{t('payment.information.lead')}</p>
      <h3>{t('payment.information.howHeading')}</h3>
      <ul className="payment-information__methods">
        <li>
          <Mail aria-hidden="true" size={20} />
          <span>{t('payment.information.interac', { email: site.email })}</span>
        </li>
        <li>
          <Landmark aria-hidden="true" size={20} />
          <span>{t('payment.information.cheque', { company: site.name, address: site.streetAddress })}</span>
        </li>
      </ul>
      <p>{t('payment.information.when', { months })}</p>
    </div>
  );
}
