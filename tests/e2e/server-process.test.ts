import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoProperties } from '../../server/seed/demo-properties.ts';
import { openDatabase } from '../../server/db/client.ts';
import { launchBrowser } from '../support/browser.ts';
import { spawnServer } from '../support/server-process.ts';
import { startTestServer } from '../support/test-server.ts';
import { demoFirstStart } from '../support/demo-site.ts';

const dirs: string[] = [];
/** A DATA_DIR whose embedded database is created and migrated once, copied for each server below. */
let template: string;

beforeAll(async () => {
  template = await mkdtemp(path.join(os.tmpdir(), 'app-process-template-'));
  dirs.push(template);
  // Creating an embedded database (initdb) and migrating it is half of a first start: done once
  // here, through the server's own openDatabase; the servers below start on copies of it (their
  // start runs the migrations again, finding nothing to do).
  const handle = await openDatabase({ kind: 'embedded', dataDir: path.join(template, 'pglite') });
  await handle.migrate();
  await handle.close();
});

afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const startServer = spawnServer;

/** A DATA_DIR of its own: empty, or (migrated) a copy of the template. */
async function tempDataDir(options: { migrated?: boolean } = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'app-process-'));
  dirs.push(dir);
  if (options.migrated) await cp(template, dir, { recursive: true });
  return dir;
}

describe('the server process', () => {
  it('starts on embedded PostgreSQL, answers, refuses a second server on the same database, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = await tempDataDir({ migrated: true });
    const server = startServer({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' });
    const url = await server.listening;
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' });
    const readiness = await fetch(`${url}/readyz`);
    expect(await readiness.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
    });
    // Requests are logged as structured JSON lines.
    await expect.poll(() => server.output()).toMatch(/"msg":"request completed"/);
    // ...without the token of an e-mailed link: an unused reset link in a log is a password.
    const secret = 'c2VjcmV0LXRva2VuLWZvci10aGUtbG9nLXRlc3Q';
    for (const path of ['/reset-password', '/fr/verify-email', '/api/alerts/unsubscribe']) {
      await (await fetch(`${url}${path}?token=${secret}`)).arrayBuffer();
    }
    await expect.poll(() => server.output()).toContain('/api/alerts/unsubscribe?token=%5Bredacted%5D');
    expect(server.output()).toContain('/reset-password?token=%5Bredacted%5D');
    expect(server.output()).not.toContain(secret);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);

    // A second server on the same embedded database stops at once, naming the holder.
    const second = startServer({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by another process \(pid \d+\)/);
    // ...and the first one still answers.
    expect((await fetch(`${url}/healthz`)).status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM received, shutting down');
    // The embedded database was closed and its lock released.
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });

  it('writes a heap snapshot on the signal named by --heapsnapshot-signal and goes on answering', async () => {
    // docs/memory.md: how a snapshot of a running server is taken. close-with-grace shuts down on
    // SIGUSR2 unless told to leave the snapshot signal alone.
    const dataDir = await tempDataDir({ migrated: true });
    const snapshots = path.join(dataDir, 'snapshots');
    await mkdir(snapshots);
    const server = startServer({
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      NODE_OPTIONS: `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${snapshots}`,
    });
    const url = await server.listening;
    server.child.kill('SIGUSR2');
    await expect
      .poll(async () => (await readdir(snapshots)).filter((f) => f.endsWith('.heapsnapshot')).length, {
        timeout: 60_000,
      })
      .toBe(1);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect(server.output()).not.toContain('SIGUSR2 received');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('stops at start-up with a message naming a bad variable', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: await tempDataDir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT must be a port number');
  });

  it(
    'loads the demo set on a first start with its progress, then prints the demo admin sign-in as plain lines',
    { timeout: 600_000 },
    async () => {
      // A migrated database with no properties yet: still a first start for the demo set. The start
      // is shared with tests/e2e/backup-move.test.ts, which moves a copy of the site (demo-site.ts).
      const { url, output, dataDir: firstDataDir } = await demoFirstStart();
      const lines = output.split('\n');
      const total = buildDemoProperties().length;

      // Progress, as plain lines (not a terminal here: a line per quarter).
      expect(lines).toContain(`Loading demo properties: ${total}/${total}`);
      const counts = lines.flatMap((line) => /^Loading demo properties: (\d+)\/\d+$/.exec(line)?.[1] ?? []);
      expect(counts.length).toBeGreaterThanOrEqual(2);
      expect(counts.map(Number)).toEqual([...counts.map(Number)].sort((a, b) => a - b));

      // The sign-in details: a readable block of their own, not inside a JSON log line.
      const field = (label: string) => new RegExp(`^ {4}${label}: +(\\S+)$`, 'm').exec(output)?.[1];
      expect(output).toContain('Demo admin account (the password is shown only this once)');
      // The last thing the start prints, after the log's "Server listening at ...".
      expect(output.indexOf('Demo admin account')).toBeGreaterThan(output.indexOf('Server listening at'));
      expect(field('Sign in at')).toBe(`${url}/login`);
      expect(field('E-mail')).toBe('demo-admin@example.com');
      const password = field('Password')!;
      expect(password).toMatch(/^[\w-]{20}$/);
      const jsonLines = lines.filter((line) => line.startsWith('{'));
      expect(jsonLines.length).toBeGreaterThan(0);
      for (const line of jsonLines) {
        expect(() => JSON.parse(line) as unknown, line).not.toThrow();
        expect(line).not.toContain(password);
      }
      expect(output).toContain('"msg":"Demo admin demo-admin@example.com created');

      // A later start (on a copy: the first site is shared) loads nothing and prints no password...
      const dataDir = await tempDataDir();
      await cp(firstDataDir, dataDir, { recursive: true });
      const second = startServer({ DATA_DIR: dataDir });
      const again = await second.listening;
      // ...and the details work: the page opens and the password signs in.
      expect((await fetch(`${again}/login`)).status).toBe(200);
      const login = await fetch(`${again}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo-admin@example.com', password }),
      });
      expect(login.status).toBe(200);
      // A visitor sees the verified, not archived ones: the README's "public" count.
      const visible = buildDemoProperties().filter((p) => p.isVerified && !p.isArchived).length;
      const list = await fetch(`${again}/api/properties`);
      expect(list.headers.get('x-total-count')).toBe(String(visible));
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
      expect(second.output()).not.toContain('Loading demo properties');
      expect(second.output()).not.toContain('Demo admin');
    },
  );

  // The footer follows the configuration (loadConfig, as main.ts calls it with the environment);
  // an in-process server suffices. A bad address stopping the start is tests/unit/config.test.ts's,
  // and a bad variable stopping the process is the test above.
  it('shows in the footer only the social links that are configured', { timeout: 120_000 }, async () => {
    const [browser, unset, set] = await Promise.all([
      launchBrowser(),
      startTestServer(),
      startTestServer({
        config: {
          SITE_FACEBOOK_URL: 'https://www.facebook.com/acme.rentals',
          SITE_WHATSAPP_URL: 'https://wa.me/15065550199',
        },
      }),
    ]);
    const footerLinks = async (url: string) => {
      const page = await browser.newPage();
      await page.goto(url);
      const footer = page.getByRole('contentinfo');
      const links = await footer
        .getByRole('link')
        .evaluateAll((anchors) => anchors.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
      const followUs = await footer.getByText('Follow us').count();
      await page.close();
      return { links: Object.fromEntries(links) as Record<string, string>, followUs };
    };
    try {
      const plain = await footerLinks(unset.url);
      expect(plain.followUs).toBe(0);
      for (const network of ['Facebook', 'YouTube', 'Instagram', 'WhatsApp']) {
        expect(plain.links[network], network).toBeUndefined();
      }
      expect(Object.values(plain.links).some((href) => /facebook|youtube|instagram|wa\.me/.test(href))).toBe(
        false,
      );

      const configured = await footerLinks(set.url);
      expect(configured.followUs).toBe(1);
      expect(configured.links.Facebook).toBe('https://www.facebook.com/acme.rentals');
      expect(configured.links.WhatsApp).toBe('https://wa.me/15065550199');
      expect(configured.links.YouTube).toBeUndefined();
      expect(configured.links.Instagram).toBeUndefined();
    } finally {
      await browser.close();
      await unset.close();
      await set.close();
    }
  });
});
