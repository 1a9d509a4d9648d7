import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../server/db/client.ts';
import { createLocalDiskStorage } from '../../server/storage/local-disk.ts';
import { createProperty } from '../support/factories.ts';
import { databaseForServer, spawnServer } from '../support/server-process.ts';

// Issue 30: the saved-search alerts are a job claimed in the database (server/jobs/periodic.ts,
// alerts.sendDue). A server killed with SIGKILL while it sends a thousand due alerts loses none and
// sends none twice: each alert's e-mail and the mark on its match commit together, so what the
// killed run did is whole, and the restarted server sends exactly the rest.

const ALERTS = 1000;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

type Counts = { sentMatches: number; alertMails: number; addresses: number };

const COUNTS = sql`select
  (select count(*)::int from alert_matches where sent_at is not null) as "sentMatches",
  (select count(*)::int from email_outbox where to_address like 'crash-%') as "alertMails",
  (select count(distinct to_address)::int from email_outbox where to_address like 'crash-%') as "addresses"`;

describe('a crash in the middle of the alerts job', () => {
  // Two server starts and a thousand e-mails rendered: well under a minute on a quiet machine.
  it('loses no alert and sends none twice', { timeout: 180_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'app-jobs-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const database = await databaseForServer(
      process.env.TEST_DATABASE_URL ? 'postgres' : 'embedded',
      dataDir,
      cleanups,
    );
    const env = { DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', LOG_LEVEL: 'debug', ...database.env };

    // A thousand confirmed instant alerts, each with one unsent match: all due at the server's start.
    const setup = await openDatabase(database.options);
    await setup.migrate();
    const storage = createLocalDiskStorage(path.join(dataDir, 'uploads'));
    const propertyId = await createProperty({ db: setup.db, storage }, { isVerified: true });
    await setup.db.execute(sql`
      insert into saved_searches (email, query, frequency, status, consent_text, confirmed_at)
      select 'crash-' || g || '@example.com', 'for=rent', 'instant', 'active', 'Yes, e-mail me.', now()
      from generate_series(1, ${ALERTS}) g`);
    await setup.db.execute(sql`
      insert into alert_matches (saved_search_id, property_id, kind)
      select id, ${propertyId}, 'listed' from saved_searches`);
    // The property's own event is done with: only the matches above are sent.
    await setup.db.execute(sql`update property_events set processed_at = now()`);
    await setup.close();

    const server = spawnServer(env);
    cleanups.push(async () => {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await server.exited;
    });
    if (database.options.kind === 'postgres') {
      // Watched from outside: killed once some alerts are sent and most are not.
      const watcher = new pg.Client({ connectionString: database.options.url });
      await watcher.connect();
      cleanups.push(() => watcher.end());
      await expect
        .poll(
          async () => {
            const { rows } = await watcher.query<{ n: number }>(
              'select count(*)::int as n from alert_matches where sent_at is not null',
            );
            return rows[0]!.n;
          },
          { interval: 10, timeout: 120_000 },
        )
        .toBeGreaterThan(0);
    } else {
      // The embedded database is the server's alone while it runs: killed once its log (debug)
      // says a batch has committed.
      await expect
        .poll(() => server.output(), { interval: 10, timeout: 120_000 })
        .toContain('saved-search alerts: batch committed');
    }
    server.child.kill('SIGKILL');
    await server.exited;

    // What the killed run left is whole: one e-mail for each match marked sent, none half-done.
    const afterKill = await openDatabase(database.options);
    const [killed] = await queryRows<Counts>(afterKill.db, COUNTS);
    await afterKill.close();
    expect(killed!.alertMails).toBe(killed!.sentMatches);
    expect(killed!.addresses).toBe(killed!.alertMails);

    expect(killed!.sentMatches).toBeGreaterThan(0);
    expect(killed!.sentMatches).toBeLessThan(ALERTS);

    // Restarted on the same data, the job sends exactly the rest (its run logs when it is done).
    const restarted = spawnServer(env);
    await restarted.listening;
    await expect
      .poll(() => restarted.output(), { interval: 50, timeout: 120_000 })
      .toContain('saved-search alerts: done');
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);

    const final = await openDatabase(database.options);
    cleanups.push(() => final.close());
    expect((await queryRows<Counts>(final.db, COUNTS))[0]).toEqual({
      sentMatches: ALERTS,
      alertMails: ALERTS,
      addresses: ALERTS,
    });
  });
});
