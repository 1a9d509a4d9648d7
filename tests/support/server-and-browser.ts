import { afterAll, beforeAll, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, stubMapTiles } from './browser.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { startMailDelivery } from './mailbox.ts';

export type ServerAndBrowser = { server: TestServer; browser: Browser };

/** The same, with the real SMTP server the mail goes to. */
export type MailServerAndBrowser = ServerAndBrowser & { sink: SmtpSink };

/** The same, with one context and page the whole file shares, and that page's console errors. */
export type ServerAndPage = ServerAndBrowser & { context: BrowserContext; page: Page; errors: string[] };

type ServerOptions = {
  /**
   * Settings of the server's own: a file that needs them (a tight rate limit, an SMTP server) starts
   * a server of its own; every other file shares the worker's (below).
   */
  config?: Record<string, string>;
  /** A server of the file's own with the test settings: for a file that breaks it on purpose. */
  isOwnServer?: boolean;
};
type PageOptions = ServerOptions & {
  viewport: { width: number; height: number };
  /** Answer the OpenStreetMap tile requests (browser.ts), for pages with a map. */
  stubMapTiles?: boolean;
};

/**
 * The settings of the worker's second server, the one that sends mail (setUpMailServerAndBrowser):
 * the office's address and name, the address payments go to, a coupon.
 */
export const MAIL_SETTINGS = {
  MAIL_FROM: 'no-reply@company.example',
  MAIL_TO: 'office@company.example',
  SITE_NAME: 'Moncton Homes',
  SITE_EMAIL: 'pay@company.example',
  COUPON_CODES: 'WELCOME10:10%',
} as const;

// Vitest reads a fixture's dependencies from the destructuring of its first argument: none here.
/* eslint-disable no-empty-pattern */
export const e2eTest = test
  /**
   * The e2e worker's one production server with the test settings (issue 28): a worker-scoped
   * fixture, started by the first file that needs it and closed when the worker ends. The e2e files
   * run one after another in one worker (vitest.config.ts), each starting from an empty database
   * and storage (TestServer.reset), so no file sees another's data.
   */
  .extend('workerServer', { scope: 'worker' }, async ({}, { onCleanup }) => {
    const server = await startTestServer();
    onCleanup(() => server.close());
    return server;
  })
  /**
   * The worker's server that sends mail (MAIL_SETTINGS): its outbox delivered every 100 ms to a real
   * SMTP server on loopback, for the files about accounts and orders.
   */
  .extend('mailServer', { scope: 'worker' }, async ({}, { onCleanup }) => {
    const sink = await startSmtpSink();
    const server = await startTestServer({ config: { ...MAIL_SETTINGS, SMTP_URL: sink.url } });
    const delivery = startMailDelivery(server, sink);
    onCleanup(async () => {
      await delivery.stop();
      await server.close();
      await sink.stop();
    });
    return { server, sink };
  });
/* eslint-enable no-empty-pattern */

/**
 * One e2e file's server and browser: the worker's server, emptied for this file (or a server of
 * its own when the file names settings), and the worker's Chromium (browser.ts), set in a
 * `beforeAll`; the file's browser contexts are closed in an `afterAll`. Read the fields in the
 * file's own hooks (registered after this call, so they run after it: its seeding) and tests.
 */
export function setUpServerAndBrowser(options: ServerOptions = {}): ServerAndBrowser {
  const fixture = {} as ServerAndBrowser;
  let ownServer: TestServer | undefined;
  if (options.config || options.isOwnServer) {
    beforeAll(async () => {
      fixture.server = ownServer = await startTestServer({ config: options.config });
    });
  } else {
    e2eTest.beforeAll(async ({ workerServer }) => {
      await workerServer.reset();
      fixture.server = workerServer;
    });
  }
  beforeAll(async () => {
    fixture.browser = await launchBrowser();
  });
  afterAll(async () => {
    // Closes the contexts and pages the file opened (browser.ts), then a server of its own.
    await fixture.browser?.close();
    await ownServer?.close();
  });
  return fixture;
}

/**
 * setUpServerAndBrowser on the worker's server that sends mail (MAIL_SETTINGS), emptied for this
 * file with its SMTP server's mailbox.
 */
export function setUpMailServerAndBrowser(): MailServerAndBrowser {
  const fixture = {} as MailServerAndBrowser;
  e2eTest.beforeAll(async ({ mailServer }) => {
    await mailServer.server.reset();
    mailServer.sink.received.length = 0;
    fixture.server = mailServer.server;
    fixture.sink = mailServer.sink;
    fixture.browser = await launchBrowser();
  });
  afterAll(async () => {
    await fixture.browser?.close();
  });
  return fixture;
}

/** setUpServerAndBrowser, plus the page the file's tests share, at `viewport`. */
export function setUpServerAndPage(options: PageOptions): ServerAndPage {
  const fixture = setUpServerAndBrowser(options) as ServerAndPage;
  beforeAll(async () => {
    fixture.context = await fixture.browser.newContext({ viewport: options.viewport });
    if (options.stubMapTiles) await stubMapTiles(fixture.context);
    fixture.page = await fixture.context.newPage();
    fixture.errors = collectPageErrors(fixture.page);
  });
  return fixture;
}
