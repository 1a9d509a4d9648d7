import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { orders, packageGrants, properties, users } from '../db/schema.ts';
import { writeAudit } from '../admin/audit-log.ts';
import type { DbOrTransaction } from '../mail/outbox.ts';
import { listingPackages, type ListingPackage } from '../../content/packages.ts';
import type { OrderStatus, PackageKey } from '../../shared/domain/account.ts';
import {
  findCoupon,
  packageOf,
  priceOrder,
  type Coupon,
  type OrderAmounts,
  type OrderFilter,
} from '../../shared/domain/orders.ts';
import type { BillingDetails } from '../../shared/domain/order-schemas.ts';
import type { PropertyPage } from '../../shared/domain/property.ts';
import { orderMailer, type OrderMailOptions } from './order-mail.ts';
import type { Language } from '../../shared/i18n/languages.ts';

export { ORDER_FILTERS, type OrderFilter } from '../../shared/domain/orders.ts';

export type Order = typeof orders.$inferSelect;

/** What the checkout shows for a plan and a typed coupon, before anything is stored. */
export type Quote =
  | { ok: true; package: ListingPackage; coupon: Coupon | null; amounts: OrderAmounts }
  | { ok: false; reason: 'coupon-invalid'; package: ListingPackage; amounts: OrderAmounts };

export type PlaceResult =
  | { status: 'placed'; order: Order; isNew: boolean }
  | { status: 'coupon-invalid' }
  /** The key belongs to another account's order (never by chance: a UUID made for this form). */
  | { status: 'key-conflict' };

/** An order as the admin console lists it. */
export type OrderListItem = Order & {
  accountEmail: string;
  paidByEmail: string | null;
  grantEndsAt: Date | null;
};

/** An account's package as the submit-property dashboard shows it (spec 2.12 "package summary"). */
export type ActivePackage = {
  package: PackageKey;
  /** The package's title ('Platinum'). */
  name: string;
  orderNumber: string;
  listingsIncluded: number;
  listingsUsed: number;
  listingsRemaining: number;
  imagesPerListing: number;
  startsAt: Date;
  endsAt: Date;
};

/**
 * Listing packages sold on invoice (issue 17): an account holder places an order (its amounts, HST
 * and coupon computed here and checked again by the table's CHECKs), the office and the customer are
 * e-mailed through the outbox, an admin marks it paid, which grants the package for its validity;
 * each submission by the account then uses one listing (useListing) until none is left.
 */
export function createOrderService(deps: {
  db: Database;
  coupons: readonly Coupon[];
  mail: OrderMailOptions;
}) {
  const { db } = deps;
  const mailer = orderMailer(deps.mail);
  const paidBy = alias(users, 'paid_by_user');

  function quote(plan: PackageKey, typedCoupon: string): Quote | null {
    const pack = packageOf(listingPackages, plan);
    if (!pack) return null;
    if (typedCoupon.trim() === '') {
      return { ok: true, package: pack, coupon: null, amounts: priceOrder(pack.price, null) };
    }
    const coupon = findCoupon(deps.coupons, typedCoupon);
    if (!coupon)
      return { ok: false, reason: 'coupon-invalid', package: pack, amounts: priceOrder(pack.price, null) };
    return { ok: true, package: pack, coupon, amounts: priceOrder(pack.price, coupon) };
  }

  const filterWhere = (filter: OrderFilter): SQL | undefined =>
    filter === 'all' ? undefined : eq(orders.status, filter);

  return {
    quote,

    /** The billing form's starting values: the account's profile (H6's columns), blank where unknown. */
    async billingDefaults(userId: string) {
      const [row] = await db
        .select({
          name: users.name,
          email: users.email,
          phone: users.phone,
          street: users.address,
          city: users.city,
          province: users.province,
          postalCode: users.postalCode,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /**
     * Places an order once per key: the key (a UUID the checkout form carries) is the order's id,
     * so a double click or two parallel posts insert one row; the database decides (primary key,
     * ON CONFLICT DO NOTHING), and the e-mails go out only with the row that was inserted.
     */
    async place(input: {
      userId: string;
      key: string;
      billing: BillingDetails;
      /** The site's origin, for the admin console's link in the office's e-mail. */
      origin: string;
      /** The language the order is placed in: the customer's e-mails are in it (issue 29). */
      language: Language;
    }): Promise<PlaceResult> {
      const priced = quote(input.billing.plan, input.billing.coupon);
      if (!priced) throw new Error(`Unknown package ${input.billing.plan}`);
      if (!priced.ok) return { status: 'coupon-invalid' };
      const { billing } = input;
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(orders)
          .values({
            id: input.key,
            userId: input.userId,
            package: priced.package.id,
            billingName: billing.name,
            billingEmail: billing.email,
            company: billing.company,
            country: billing.country,
            street: billing.street,
            apartment: billing.apartment,
            city: billing.city,
            province: billing.province,
            postalCode: billing.postalCode,
            phone: billing.phone,
            landline: billing.landline,
            additionalInformation: billing.additionalInformation,
            language: input.language,
            couponCode: priced.coupon?.code ?? null,
            ...priced.amounts,
          })
          .onConflictDoNothing({ target: orders.id })
          .returning();
        if (inserted) {
          const [account] = await tx
            .select({ email: users.email })
            .from(users)
            .where(eq(users.id, input.userId));
          await mailer.placed(tx, {
            order: inserted,
            accountEmail: account?.email ?? '',
            origin: input.origin,
          });
          return { status: 'placed', order: inserted, isNew: true } as const;
        }
        const [existing] = await tx.select().from(orders).where(eq(orders.id, input.key));
        if (!existing || existing.userId !== input.userId) return { status: 'key-conflict' } as const;
        return { status: 'placed', order: existing, isNew: false } as const;
      });
    },

    async exists(orderId: string): Promise<boolean> {
      const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
      return Boolean(row);
    },

    /** One of the account's own orders by its number (the confirmation page); null for anyone else's. */
    async getForUser(userId: string, number: string): Promise<Order | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.number, number)));
      return row ?? null;
    },

    async list(filter: OrderFilter, page: number, pageSize: number): Promise<PropertyPage<OrderListItem>> {
      const where = filterWhere(filter);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(orders).where(where);
      const pageCount = Math.max(1, Math.ceil(total / pageSize));
      const current = Math.min(Math.max(1, page), pageCount);
      const rows = await db
        .select({
          order: orders,
          accountEmail: users.email,
          paidByEmail: paidBy.email,
          grantEndsAt: packageGrants.endsAt,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .leftJoin(paidBy, eq(paidBy.id, orders.paidBy))
        .leftJoin(packageGrants, eq(packageGrants.orderId, orders.id))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.number))
        .limit(pageSize)
        .offset((current - 1) * pageSize);
      const items = rows.map(({ order, ...rest }) => ({ ...order, ...rest }));
      return { items, total, page: current, pageSize, pageCount };
    },

    async counts(): Promise<Record<OrderFilter, number>> {
      const rows = await db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status);
      const result: Record<OrderFilter, number> = { all: 0, pending: 0, paid: 0, cancelled: 0 };
      for (const row of rows) {
        result[row.status] = row.n;
        result.all += row.n;
      }
      return result;
    },

    /**
     * An admin records the payment of a pending order: the order becomes paid and its package is
     * granted from now for the package's validity, audited and e-mailed to the customer, in one
     * transaction. false when the order is not pending (already paid, cancelled, unknown).
     */
    async markPaid(orderId: string, actorUserId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .update(orders)
          .set({ status: 'paid', paidAt: sql`now()`, paidBy: actorUserId })
          .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
          .returning();
        if (!order) return false;
        const pack = packageOf(listingPackages, order.package);
        if (!pack) throw new Error(`Unknown package ${order.package}`);
        const [grant] = await tx
          .insert(packageGrants)
          .values({
            userId: order.userId,
            orderId: order.id,
            package: pack.id,
            listingsIncluded: pack.listingsIncluded,
            imagesPerListing: pack.imagesPerListing,
            startsAt: sql`now()`,
            endsAt: sql`now() + make_interval(months => ${pack.validityMonths})`,
          })
          .returning();
        if (!grant) throw new Error('The package grant was not stored.');
        await audit(tx, actorUserId, order.id, 'pending', 'paid');
        await mailer.paid(tx, { order, endsAt: grant.endsAt });
        return true;
      });
    },

    /** An admin cancels a pending order (never a paid one: its package may be in use). */
    async cancel(orderId: string, actorUserId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .update(orders)
          .set({ status: 'cancelled', cancelledAt: sql`now()` })
          .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
          .returning({ id: orders.id });
        if (!order) return false;
        await audit(tx, actorUserId, order.id, 'pending', 'cancelled');
        return true;
      });
    },

    /**
     * The account's package now: among those in their validity, the one the next submission would
     * use (listings left, ending soonest), else the latest with none left; null without one.
     */
    async activePackage(userId: string): Promise<ActivePackage | null> {
      const [row] = await db
        .select({ grant: packageGrants, orderNumber: orders.number })
        .from(packageGrants)
        .innerJoin(orders, eq(orders.id, packageGrants.orderId))
        .where(
          and(
            eq(packageGrants.userId, userId),
            sql`now() >= ${packageGrants.startsAt}`,
            sql`now() < ${packageGrants.endsAt}`,
          ),
        )
        .orderBy(
          sql`(${packageGrants.listingsUsed} < ${packageGrants.listingsIncluded}) desc`,
          packageGrants.endsAt,
        )
        .limit(1);
      if (!row) return null;
      const { grant } = row;
      return {
        package: grant.package,
        name: packageOf(listingPackages, grant.package)?.title ?? grant.package,
        orderNumber: row.orderNumber,
        listingsIncluded: grant.listingsIncluded,
        listingsUsed: grant.listingsUsed,
        listingsRemaining: grant.listingsIncluded - grant.listingsUsed,
        imagesPerListing: grant.imagesPerListing,
        startsAt: grant.startsAt,
        endsAt: grant.endsAt,
      };
    },

    /**
     * Inside a new submission's transaction: uses one listing of the account's active package (the
     * one ending soonest with listings left) and links the property to it. Atomic: the UPDATE
     * re-checks the count on the row it locks, and the table's CHECK forbids going past it, so two
     * parallel submissions cannot both take the last listing. Without such a package, nothing
     * happens (submitting stays free). Returns the grant used, or null.
     */
    async useListing(tx: DbOrTransaction, userId: string, propertyId: string): Promise<string | null> {
      const usable = and(
        eq(packageGrants.userId, userId),
        sql`now() >= ${packageGrants.startsAt}`,
        sql`now() < ${packageGrants.endsAt}`,
        sql`${packageGrants.listingsUsed} < ${packageGrants.listingsIncluded}`,
      );
      const [used] = await tx
        .update(packageGrants)
        .set({ listingsUsed: sql`${packageGrants.listingsUsed} + 1` })
        .where(
          and(
            usable,
            eq(
              packageGrants.id,
              sql`(select ${packageGrants.id} from ${packageGrants} where ${usable} order by ${packageGrants.endsAt} limit 1)`,
            ),
          ),
        )
        .returning({ id: packageGrants.id });
      if (!used) return null;
      await tx.update(properties).set({ packageGrantId: used.id }).where(eq(properties.id, propertyId));
      return used.id;
    },
  };

  async function audit(
    tx: DbOrTransaction,
    actorUserId: string,
    orderId: string,
    before: OrderStatus,
    after: OrderStatus,
  ) {
    await writeAudit(tx as Database, {
      actorUserId,
      action: 'order.status',
      entityType: 'order',
      entityId: orderId,
      field: 'status',
      before,
      after,
    });
  }
}

export type OrderService = ReturnType<typeof createOrderService>;
