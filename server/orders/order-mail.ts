import { enqueueEmail, type DbOrTransaction } from '../mail/outbox.ts';
import { escapeHtml, fill } from '../mail/html.ts';
import { checkout as en } from '../../shared/i18n/en/checkout.ts';
import { checkout as fr } from '../../shared/i18n/fr/checkout.ts';
import { countryName } from '../../shared/domain/orders.ts';
import { formatCents, formatDate, formatRate } from '../../shared/format.ts';
import { pathInLanguage, type Language } from '../../shared/i18n/languages.ts';
import { listingPackageByKey as packagesEn } from '../../content/packages.ts';
import { listingPackageByKey as packagesFr } from '../../content/fr/packages.ts';
import type { orders } from '../db/schema.ts';

const CHECKOUT = { en: en.checkout, fr: fr.checkout };
const EMAILS = { en: en.orderEmails, fr: fr.orderEmails };
const PACKAGES = { en: packagesEn, fr: packagesFr };

/** The office reads its notification in English; the customer's e-mails are in the order's language. */
const OFFICE_LANGUAGE: Language = 'en';

export type OrderMailOptions = {
  /** The office's inbox (MAIL_TO). */
  to: string;
  siteName: string;
  /** Where payments go: the company's public e-mail (Interac e-Transfer) and street address (cheques). */
  payTo: { email: string; address: string };
  messageIdDomain?: string | undefined;
};

type Order = typeof orders.$inferSelect;

/** The order's details in `language`: its package's name in it, its amounts and country as it writes them. */
function rowsOf(order: Order, language: Language): [string, string][] {
  const t = EMAILS[language];
  const { packageValue } = CHECKOUT[language].summary;
  const l = t.labels;
  const pack = PACKAGES[language][order.package];
  const money = (cents: number) => formatCents(cents, language);
  const address = [
    order.street,
    order.apartment,
    `${order.city}, ${order.province} ${order.postalCode}`,
    countryName(order.country, language),
  ]
    .filter(Boolean)
    .join(', ');
  return [
    [l.number, order.number],
    [
      l.package,
      fill(packageValue, {
        plan: pack.title,
        listings: String(pack.listingsIncluded),
        months: String(pack.validityMonths),
      }),
    ],
    [l.subtotal, money(order.subtotalCents)],
    ...(order.discountCents > 0
      ? [[`${l.discount} (${order.couponCode ?? ''})`, money(-order.discountCents)] as [string, string]]
      : []),
    [`${l.tax} (${formatRate(order.taxRateBp, language)})`, money(order.taxCents)],
    [l.total, money(order.totalCents)],
    [l.name, order.billingName],
    [l.email, order.billingEmail],
    ...(order.company ? [[l.company, order.company] as [string, string]] : []),
    [l.address, address],
    [l.phone, order.phone],
    ...(order.landline ? [[l.landline, order.landline] as [string, string]] : []),
    ...(order.additionalInformation ? [[l.additional, order.additionalInformation] as [string, string]] : []),
  ];
}

const textOf = (rows: [string, string][]) => rows.map(([label, value]) => `${label}: ${value}`).join('\n');
const tableOf = (rows: [string, string][]) =>
  `<table>${rows
    .map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`;

/** "Feb 25, 2027" / "25 févr. 2027", the day in UTC: the e-mail's reader may be anywhere. */
function dateOf(date: Date, language: Language): string {
  return formatDate(date.toISOString().slice(0, 10), language) ?? date.toISOString().slice(0, 10);
}

/**
 * The order e-mails, queued in the outbox inside the transaction that stores what they are about:
 * a new order to the office and to the customer; the customer again when the package is active.
 */
export function orderMailer(options: OrderMailOptions) {
  const ids = { messageIdDomain: options.messageIdDomain };
  return {
    async placed(tx: DbOrTransaction, input: { order: Order; accountEmail: string; origin: string }) {
      const { order } = input;
      const varsIn = (language: Language) => ({
        number: order.number,
        plan: PACKAGES[language][order.package].title,
        name: order.billingName,
        site: options.siteName,
        email: options.payTo.email,
        address: options.payTo.address,
        months: String(PACKAGES[language][order.package].validityMonths),
        url: input.origin + pathInLanguage('/propertyadmin/orders?status=pending', language),
      });
      let t = EMAILS[OFFICE_LANGUAGE];
      let vars = varsIn(OFFICE_LANGUAGE);
      const officeRows: [string, string][] = [
        ...rowsOf(order, OFFICE_LANGUAGE),
        [t.labels.account, input.accountEmail],
        [t.labels.language, t.languages[order.language]],
      ];
      await enqueueEmail(
        tx,
        {
          to: options.to,
          replyTo: order.billingEmail,
          subject: fill(t.office.subject, vars),
          text: [t.office.intro, textOf(officeRows), fill(t.office.console, vars)].join('\n\n'),
          html: [
            `<p>${escapeHtml(t.office.intro)}</p>`,
            tableOf(officeRows),
            `<p>${escapeHtml(fill(t.office.console, vars))}</p>`,
          ].join(''),
        },
        ids,
      );
      t = EMAILS[order.language];
      vars = varsIn(order.language);
      const rows = rowsOf(order, order.language);
      const paragraphs = [
        fill(t.customer.greeting, vars),
        fill(t.customer.intro, vars),
        fill(t.customer.howToPay, vars),
        fill(t.customer.activation, vars),
      ];
      await enqueueEmail(
        tx,
        {
          to: order.billingEmail,
          replyTo: options.to,
          subject: fill(t.customer.subject, vars),
          text: [...paragraphs, textOf(rows), fill(t.customer.closing, vars)].join('\n\n'),
          html: [
            ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
            tableOf(rows),
            `<p>${escapeHtml(fill(t.customer.closing, vars))}</p>`,
          ].join(''),
        },
        ids,
      );
    },

    async paid(tx: DbOrTransaction, input: { order: Order; endsAt: Date }) {
      const { language } = input.order;
      const t = EMAILS[language];
      const pack = PACKAGES[language][input.order.package];
      const vars = {
        name: input.order.billingName,
        number: input.order.number,
        plan: pack.title,
        site: options.siteName,
        end: dateOf(input.endsAt, language),
        listings: String(pack.listingsIncluded),
        images: String(pack.imagesPerListing),
      };
      const text = fill(t.paid.text, vars);
      await enqueueEmail(
        tx,
        {
          to: input.order.billingEmail,
          replyTo: options.to,
          subject: fill(t.paid.subject, vars),
          text,
          html: `<p>${escapeHtml(text)}</p>`,
        },
        ids,
      );
    },
  };
}
