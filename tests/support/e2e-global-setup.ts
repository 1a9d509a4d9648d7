import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { SERVER_BUILD_FILE } from '../../server/app.ts';
import { findTestChromium } from './browser.ts';

/**
 * End-to-end tests need the production build and a system Chromium; say how to get either. Each
 * lane gets a folder for what its files share (tests/support/demo-site.ts), removed after the run.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(SERVER_BUILD_FILE)) {
    throw new Error('No production build found. Run `npm run build` first (npm test does it for you).');
  }
  findTestChromium();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'app-e2e-run-'));
  project.provide('e2eRunDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eRunDir: string;
  }
}
