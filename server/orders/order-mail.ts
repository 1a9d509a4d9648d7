import { enqueueEmail, type DbOrTransaction } from '../mail/outbox.ts';
import { escapeHtml, fill } from '../mail/html.ts';
import { checkout } from '../../shared/i18n/en/checkout.ts';
import { countryName, formatCents, formatRate } from '../../shared/domain/orders.ts';
import type { ListingPackage } from '../../content/packages.ts';
import type { orders } from '../db/schema.ts';

const t = checkout.orderEmails;

export type OrderMailOptions = {
  /** The office's inbox (MAIL_TO). */
  to: string;
  siteName: string;
  /** Where payments go: the company's public e-mail (Interac e-Transfer) and street address (cheques). */
  payTo: { email: string; address: string };
  messageIdDomain?: string | undefined;
};

type Order = typeof orders.$inferSelect;

function rowsOf(order: Order, pack: ListingPackage): [string, string][] {
  const l = t.labels;
  const address = [
    order.street,
    order.apartment,
    `${order.city}, ${order.province} ${order.postalCode}`,
    countryName(order.country),
  ]
    .filter(Boolean)
    .join(', ');
  return [
    [l.number, order.number],
    [l.package, `${pack.title} (${pack.listingsIncluded} listings, ${pack.validityMonths} months)`],
    [l.subtotal, formatCents(order.subtotalCents)],
    ...(order.discountCents > 0
      ? [
          [`${l.discount} (${order.couponCode ?? ''})`, `-${formatCents(order.discountCents)}`] as [
            string,
            string,
          ],
        ]
      : []),
    [`${l.tax} (${formatRate(order.taxRateBp)})`, formatCents(order.taxCents)],
    [l.total, formatCents(order.totalCents)],
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

/** "Feb 25, 2027" in UTC: the e-mail's reader may be anywhere. */
function dateOf(date: Date): string {
  return date.toLocaleDateString('en-CA', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The order e-mails, queued in the outbox inside the transaction that stores what they are about:
 * a new order to the office and to the customer; the customer again when the package is active.
 */
export function orderMailer(options: OrderMailOptions) {
  const ids = { messageIdDomain: options.messageIdDomain };
  return {
    async placed(
      tx: DbOrTransaction,
      input: { order: Order; package: ListingPackage; accountEmail: string; origin: string },
    ) {
      const { order } = input;
      const rows = rowsOf(order, input.package);
      const vars = {
        number: order.number,
        plan: input.package.title,
        name: order.billingName,
        site: options.siteName,
        email: options.payTo.email,
        address: options.payTo.address,
        months: String(input.package.validityMonths),
        url: `${input.origin}/propertyadmin/orders?status=pending`,
      };
      const officeRows: [string, string][] = [...rows, [t.labels.account, input.accountEmail]];
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

    async paid(tx: DbOrTransaction, input: { order: Order; package: ListingPackage; endsAt: Date }) {
      const vars = {
        name: input.order.billingName,
        number: input.order.number,
        plan: input.package.title,
        site: options.siteName,
        end: dateOf(input.endsAt),
        listings: String(input.package.listingsIncluded),
        images: String(input.package.imagesPerListing),
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
