import { and, desc, eq, gt, inArray, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { DbOrTransaction } from '../mail/outbox.ts';
import {
  accountTokens,
  bookmarks,
  enquiries,
  properties,
  propertyViews,
  sessions,
  users,
} from '../db/schema.ts';
import type { PropertyService } from '../properties/property-service.ts';
import { isPropertyId, isPublicProperty } from '../properties/property-service.ts';
import {
  consumeAccountToken,
  issueAccountToken,
  RETIRED_BY_PASSWORD_CHANGE,
  retireAccountTokens,
} from '../auth/account-tokens.ts';
import { accountMailer, type AccountMailOptions } from './account-mail.ts';
import { createRateLimiter } from '../enquiries/rate-limiter.ts';
import { writeAudit } from '../admin/audit-log.ts';
import type { PublicProperty } from '../../shared/domain/property.ts';
import type { Profile, ProfileInput } from '../../shared/domain/profile-schema.ts';
import { socialLinksOf } from '../../shared/domain/profile-schema.ts';
import { accountStateOf, type AccountPropertyState } from '../../shared/domain/account-area.ts';
import { pathInLanguage } from '../../shared/i18n/languages.ts';
import type { AuthService } from '../auth/auth-service.ts';
import type { CsrfOptions } from '../auth/guards.ts';
import { requireAccountPage } from './page-guard.ts';

/** Days the dashboard's visits and enquiries look back over. */
export const DASHBOARD_WINDOW_DAYS = 30;
/** At most this many bookmarks arrive from a browser at sign-in (the rest are ignored). */
export const MERGE_LIMIT = 200;

export type AccountAreaOptions = {
  db: Database;
  auth: AuthService;
  /** The public property reads (cached): bookmarks show what visitors may see. */
  properties: PropertyService;
  mail: AccountMailOptions;
  /** New-address e-mails per account per hour. */
  emailChangesPerHour?: number;
};

/** One of the account's properties, as My Properties lists it. */
export type OwnedProperty = {
  id: string;
  name: string;
  address: string;
  listingType: 'rent' | 'sale';
  price: number;
  state: AccountPropertyState;
  createdAt: Date;
};

/** A listed property's visits and enquiries over the dashboard's window. */
export type ListedFigures = {
  id: string;
  name: string;
  state: AccountPropertyState;
  views: number;
  enquiries: number;
};

export type ProfileResult =
  { status: 'saved'; pendingEmail: string | null } | { status: 'rate-limited'; retryAfterSeconds: number };

export type EmailChangeResult = { ok: true; email: string } | { ok: false; reason: 'invalid' | 'taken' };

/** The old address's link after a change of address: the address it put back, or why not. */
export type EmailUndoResult = EmailChangeResult;

const lower = (email: string) => email.trim().toLowerCase();

/** The account's own property, still awaiting review: the one it may edit or withdraw. */
const ownAwaitingReview = (userId: string, propertyId: string) =>
  and(
    eq(properties.id, propertyId),
    eq(properties.ownerUserId, userId),
    eq(properties.isVerified, false),
    eq(properties.isArchived, false),
  );

/** An account's address in lower case while it is verified (SQL; null when it is not). */
const verifiedEmailOf = (userId: string | Placeholder) =>
  sql`(select lower(${users.email}) from ${users}
    where ${users.id} = ${userId} and ${users.emailVerifiedAt} is not null)`;

/**
 * The properties nobody owns that were submitted with this address (lower case: a value, or SQL
 * that yields it) become the account's. Looked for first, so a page view writes (and clears the
 * property caches) only when there is something to claim.
 */
async function giveUnowned(tx: DbOrTransaction, userId: string, email: string | SQL): Promise<void> {
  const unowned = and(isNull(properties.ownerUserId), sql`lower(${properties.customerEmail}) = ${email}`);
  const [found] = await tx.select({ id: properties.id }).from(properties).where(unowned).limit(1);
  if (found) await tx.update(properties).set({ ownerUserId: userId }).where(unowned);
}

/**
 * The account's address becomes `email` (proven by a link, so verified), unless another account
 * has it: false.
 */
async function takeAddress(tx: DbOrTransaction, userId: string, email: string): Promise<boolean> {
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${lower(email)} and ${users.id} <> ${userId}`)
    .limit(1);
  if (other) return false;
  await tx
    .update(users)
    .set({ email, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  return true;
}

/**
 * The account area (issue 17): the account's properties (claimed by its verified e-mail address),
 * their visits and enquiries, bookmarks that follow the account across devices, the profile and
 * the confirmation of a new e-mail address. Pages and the account API call these.
 */
export function createAccountArea(deps: AccountAreaOptions) {
  const { db } = deps;
  // What the account pages read on every view, prepared once (issue 32): drizzle builds each
  // statement's SQL once, and PostgreSQL parses it once per connection.
  const userIdParam = sql.placeholder('userId');
  const idsParam = sql.placeholder('ids');
  const claimableQuery = db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        isNull(properties.ownerUserId),
        sql`lower(${properties.customerEmail}) = ${verifiedEmailOf(userIdParam)}`,
      ),
    )
    .limit(1)
    .prepare('account_claimable');
  const verifiedQuery = db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userIdParam))
    .limit(1)
    .prepare('account_verified');
  const pendingEmailQuery = db
    .select({ email: accountTokens.newEmail })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userIdParam),
        eq(accountTokens.purpose, 'change_email'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(accountTokens.createdAt))
    .limit(1)
    .prepare('account_pending_email');
  const ownedQuery = db
    .select({
      id: properties.id,
      name: properties.name,
      address: properties.address,
      listingType: properties.listingType,
      price: properties.price,
      isVerified: properties.isVerified,
      isClosed: properties.isClosed,
      isArchived: properties.isArchived,
      createdAt: properties.createdAt,
    })
    .from(properties)
    .where(eq(properties.ownerUserId, userIdParam))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .prepare('account_owned');
  const bookmarkIdsQuery = db
    .select({ id: bookmarks.propertyId })
    .from(bookmarks)
    .innerJoin(properties, eq(properties.id, bookmarks.propertyId))
    .where(and(eq(bookmarks.userId, userIdParam), isPublicProperty))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.propertyId))
    .prepare('account_bookmark_ids');
  const bookmarkCountQuery = db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookmarks)
    .innerJoin(properties, eq(properties.id, bookmarks.propertyId))
    .where(and(eq(bookmarks.userId, userIdParam), isPublicProperty))
    .prepare('account_bookmark_count');
  const viewsQuery = db
    .select({ id: propertyViews.propertyId, n: sql<number>`sum(${propertyViews.count})::int` })
    .from(propertyViews)
    .where(
      and(
        sql`${propertyViews.propertyId} = any(${idsParam})`,
        sql`${propertyViews.day} > current_date - ${DASHBOARD_WINDOW_DAYS}::int`,
      ),
    )
    .groupBy(propertyViews.propertyId)
    .prepare('account_views');
  const enquiryCountsQuery = db
    .select({ id: enquiries.propertyId, n: sql<number>`count(*)::int` })
    .from(enquiries)
    .where(
      and(
        sql`${enquiries.propertyId} = any(${idsParam})`,
        sql`${enquiries.createdAt} > now() - make_interval(days => ${DASHBOARD_WINDOW_DAYS}::int)`,
      ),
    )
    .groupBy(enquiries.propertyId)
    .prepare('account_enquiry_counts');
  const profileQuery = db
    .select({
      name: users.name,
      email: users.email,
      title: users.title,
      phone: users.phone,
      address: users.address,
      city: users.city,
      province: users.province,
      postalCode: users.postalCode,
      about: users.about,
      socialLinks: users.socialLinks,
    })
    .from(users)
    .where(eq(users.id, userIdParam))
    .limit(1)
    .prepare('account_profile');
  const changeLimiter = createRateLimiter(db, {
    name: 'change-email',
    max: deps.emailChangesPerHour ?? 5,
    windowSeconds: 3600,
  });

  /**
   * Properties submitted with the account's verified address that nobody owns yet become the
   * account's: those sent before the account existed, and those sent since.
   */
  async function claim(userId: string): Promise<void> {
    // Looked for through the prepared statement first: a page view writes only when there is
    // something to claim, and giveUnowned looks again in its own statement.
    const [claimable] = await claimableQuery.execute({ userId });
    if (claimable) await giveUnowned(db, userId, verifiedEmailOf(userId));
  }

  async function isVerified(userId: string): Promise<{ email: string; isVerified: boolean }> {
    const [row] = await verifiedQuery.execute({ userId });
    return { email: row?.email ?? '', isVerified: Boolean(row?.verifiedAt) };
  }

  /** The new address waiting for confirmation: the newest unused, unexpired change-of-address link. */
  async function pendingEmailOf(userId: string): Promise<string | null> {
    const [pending] = await pendingEmailQuery.execute({ userId });
    return pending?.email ?? null;
  }

  async function owned(userId: string): Promise<OwnedProperty[]> {
    await claim(userId);
    const rows = await ownedQuery.execute({ userId });
    return rows.map(({ isVerified: verified, isClosed, isArchived, ...row }) => ({
      ...row,
      state: accountStateOf({ isVerified: verified, isClosed, isArchived }),
    }));
  }

  async function publicBookmarks(userId: string): Promise<PublicProperty[]> {
    const rows = await bookmarkIdsQuery.execute({ userId });
    const found = await Promise.all(rows.map((row) => deps.properties.get(row.id, 'public')));
    return found.filter((p): p is PublicProperty => p !== null);
  }

  /**
   * Adds bookmarks of public properties (others are ignored); existing ones stay as they are. One
   * statement, a set union: `insert … select … on conflict do nothing`, so a merge at sign-in and a
   * Save at the same moment both end up in the list, whichever commits first.
   */
  async function addBookmarks(userId: string, ids: string[]): Promise<void> {
    const wanted = [...new Set(ids.filter((id) => isPropertyId(id)))].slice(0, MERGE_LIMIT);
    if (wanted.length === 0) return;
    await db
      .insert(bookmarks)
      .select(
        db
          .select({
            userId: sql<string>`${userId}::uuid`.as('user_id'),
            propertyId: properties.id,
            createdAt: sql<Date>`now()`.as('created_at'),
          })
          .from(properties)
          .where(and(inArray(properties.id, wanted), isPublicProperty)),
      )
      .onConflictDoNothing();
  }

  const mailer = accountMailer(deps.mail);

  return {
    /**
     * For the account pages' loaders and actions: the signed-in account (any role), or a thrown
     * redirect to /login and back (signed out), or 403 (a write that fails the CSRF rule).
     */
    requirePage: (request: Request, options?: CsrfOptions) => requireAccountPage(deps.auth, request, options),

    claim,

    /** Whether a form's value can name a property at all (anything else is a bad request). */
    isPropertyId,

    /** My Properties: every property of the account, newest first, each with its state. */
    async properties(userId: string) {
      const [items, who] = await Promise.all([owned(userId), isVerified(userId)]);
      return { items, email: who.email, isEmailVerified: who.isVerified };
    },

    /**
     * The dashboard's figures: the account's properties by state, each listed one's page views and
     * enquiries over the last 30 days, and the bookmarks (of public properties).
     */
    async dashboard(userId: string) {
      const [items, who] = await Promise.all([owned(userId), isVerified(userId)]);
      const byState: Record<AccountPropertyState, number> = { review: 0, public: 0, closed: 0, archived: 0 };
      for (const item of items) byState[item.state] += 1;
      const listed = items.filter((item) => item.state === 'public' || item.state === 'closed');
      const ids = listed.map((item) => item.id);
      const views = new Map<string, number>();
      const asked = new Map<string, number>();
      if (ids.length > 0) {
        const viewRows = await viewsQuery.execute({ ids });
        for (const row of viewRows) views.set(row.id, row.n);
        const enquiryRows = await enquiryCountsQuery.execute({ ids });
        for (const row of enquiryRows) if (row.id) asked.set(row.id, row.n);
      }
      const [bookmarkRow] = await bookmarkCountQuery.execute({ userId });
      const figures: ListedFigures[] = listed.map((item) => ({
        id: item.id,
        name: item.name,
        state: item.state,
        views: views.get(item.id) ?? 0,
        enquiries: asked.get(item.id) ?? 0,
      }));
      return {
        byState,
        total: items.length,
        listed: figures,
        bookmarkCount: bookmarkRow?.n ?? 0,
        email: who.email,
        isEmailVerified: who.isVerified,
      };
    },

    /**
     * Withdraws a submission still awaiting review: archived (it leaves the review queue and is never
     * published), with an audit entry. null when it is not the account's or not awaiting review.
     */
    async withdraw(userId: string, propertyId: string): Promise<{ name: string } | null> {
      if (!isPropertyId(propertyId)) return null;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(properties)
          .set({ isArchived: true, archivedChangedAt: sql`now()`, updatedAt: sql`now()` })
          .where(ownAwaitingReview(userId, propertyId))
          .returning({ name: properties.name });
        if (!row) return null;
        await writeAudit(tx as unknown as Database, {
          actorUserId: userId,
          action: 'property.withdraw',
          entityType: 'property',
          entityId: propertyId,
          field: 'isArchived',
          before: false,
          after: true,
        });
        return row;
      });
    },

    /** Whether the account may edit this property now: its own, still awaiting review. */
    async isEditable(userId: string, propertyId: string): Promise<boolean> {
      if (!isPropertyId(propertyId)) return false;
      await claim(userId);
      const [row] = await db
        .select({ id: properties.id })
        .from(properties)
        .where(ownAwaitingReview(userId, propertyId))
        .limit(1);
      return Boolean(row);
    },

    bookmarks: {
      /** The account's bookmarks of public properties, newest first. */
      list: publicBookmarks,

      add: (userId: string, propertyId: string) => addBookmarks(userId, [propertyId]),

      /** Removes one; answers the property's name, or null when it was not bookmarked. */
      async remove(userId: string, propertyId: string): Promise<{ name: string } | null> {
        if (!isPropertyId(propertyId)) return null;
        const [row] = await db
          .delete(bookmarks)
          .where(and(eq(bookmarks.userId, userId), eq(bookmarks.propertyId, propertyId)))
          .returning({
            name: sql<string>`(select ${properties.name} from ${properties} where ${properties.id} = ${bookmarks.propertyId})`,
          });
        return row ?? null;
      },

      /** A browser's saved list joins the account's at sign-in; the account's whole list comes back. */
      async merge(userId: string, ids: string[]): Promise<PublicProperty[]> {
        await addBookmarks(userId, ids);
        return publicBookmarks(userId);
      },
    },

    /**
     * Counts one view of a public property's page today (nothing for another one). No personal
     * data: a property, a day and a number.
     */
    async recordView(propertyId: string): Promise<void> {
      if (!isPropertyId(propertyId)) return;
      await db.execute(sql`
        insert into ${propertyViews} (property_id, day, count)
        select ${properties.id}, current_date, 1 from ${properties}
        where ${properties.id} = ${propertyId} and ${properties.isVerified} and not ${properties.isArchived}
        on conflict (property_id, day) do update set count = ${propertyViews}.count + 1`);
    },

    /** The profile form's values, and the new address waiting for confirmation, if any. */
    async profile(userId: string): Promise<{ profile: Profile; pendingEmail: string | null } | null> {
      const [row] = await profileQuery.execute({ userId });
      if (!row) return null;
      return { profile: row, pendingEmail: await pendingEmailOf(userId) };
    },

    /**
     * Saves the profile. A different e-mail address is not taken at once: a link goes to it (through
     * the outbox), and the address changes when it is opened; until then the old one stays. The old
     * address is told at once, with a link that cancels or undoes the change for a week. The
     * answer is the same whether or not another account uses the new address.
     */
    async updateProfile(userId: string, input: ProfileInput, origin: string): Promise<ProfileResult> {
      const [current] = await db
        .select({ email: users.email, name: users.name, language: users.language })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!current) throw new Error('The signed-in account does not exist.');
      // Both e-mails in the account's language, their links to its pages in it.
      const { language } = current;
      const at = (path: string) => origin + pathInLanguage(path, language);
      const isNewEmail = lower(input.email) !== lower(current.email);
      if (isNewEmail) {
        const allowed = await changeLimiter.hit(userId);
        if (!allowed.isAllowed)
          return { status: 'rate-limited', retryAfterSeconds: allowed.retryAfterSeconds };
      }
      let pendingEmail: string | null = null;
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            name: input.name,
            title: input.title,
            phone: input.phone,
            address: input.address,
            city: input.city,
            province: input.province,
            postalCode: input.postalCode,
            about: input.about,
            socialLinks: socialLinksOf(input),
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, userId));
        if (!isNewEmail) return;
        pendingEmail = lower(input.email);
        // The old address hears of it first, with a week to cancel or undo it (issue 27): a stolen
        // session cannot move the account away unnoticed.
        const undo = await issueAccountToken(tx, {
          userId,
          purpose: 'undo_email_change',
          newEmail: current.email,
        });
        await mailer.emailChanging(
          tx,
          { email: current.email, name: input.name, language },
          pendingEmail,
          at(`/undo-email-change?token=${undo}`),
        );
        const token = await issueAccountToken(tx, {
          userId,
          purpose: 'change_email',
          newEmail: pendingEmail,
        });
        await mailer.confirmNewAddress(
          tx,
          { email: pendingEmail, name: input.name, language },
          at(`/confirm-email?token=${token}`),
        );
      });
      if (!isNewEmail) pendingEmail = await pendingEmailOf(userId);
      return { status: 'saved', pendingEmail };
    },

    /**
     * The link of a new-address e-mail: the account's address becomes the new one (proven, so
     * verified), once; the properties submitted with it that nobody owns become the account's.
     */
    async confirmEmailChange(token: string): Promise<EmailChangeResult> {
      return db.transaction(async (tx) => {
        const used = await consumeAccountToken(tx, token, 'change_email');
        if (!used?.newEmail) return { ok: false, reason: 'invalid' } as const;
        const newEmail = used.newEmail;
        if (!(await takeAddress(tx, used.userId, newEmail))) return { ok: false, reason: 'taken' } as const;
        await giveUnowned(tx, used.userId, lower(newEmail));
        return { ok: true, email: newEmail } as const;
      });
    },

    /**
     * The link sent to the old address when the address changes (issue 27), within a week: the
     * account keeps (or gets back) that address, proven by the link, every session of the account
     * ends, and the links outstanding on it stop working: changes of address waiting for
     * confirmation, resets, and the undo links sent after this one (to the addresses it puts
     * aside). Earlier undo links stay: each is an earlier address's way back.
     */
    async undoEmailChange(token: string): Promise<EmailUndoResult> {
      return db.transaction(async (tx) => {
        const used = await consumeAccountToken(tx, token, 'undo_email_change');
        if (!used?.newEmail) return { ok: false, reason: 'invalid' } as const;
        const oldEmail = used.newEmail;
        if (!(await takeAddress(tx, used.userId, oldEmail))) return { ok: false, reason: 'taken' } as const;
        await tx.delete(sessions).where(eq(sessions.userId, used.userId));
        await retireAccountTokens(tx, used.userId, RETIRED_BY_PASSWORD_CHANGE);
        await tx
          .update(accountTokens)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(accountTokens.userId, used.userId),
              eq(accountTokens.purpose, 'undo_email_change'),
              isNull(accountTokens.usedAt),
              // Compared in the database: its timestamps are finer than a JavaScript Date.
              sql`${accountTokens.createdAt} > (select t.created_at from ${accountTokens} t where t.id = ${used.id})`,
            ),
          );
        return { ok: true, email: oldEmail } as const;
      });
    },
  };
}

export type AccountArea = ReturnType<typeof createAccountArea>;
