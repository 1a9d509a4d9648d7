import { existsSync } from 'node:fs';
import { SERVER_BUILD_FILE } from '../../server/app.ts';
import { findChromium } from './browser.ts';

/** End-to-end tests need the production build and a system Chromium; say how to get either. */
export default function setup() {
  if (!existsSync(SERVER_BUILD_FILE)) {
    throw new Error('No production build found. Run `npm run build` first (npm test does it for you).');
  }
  findChromium();
}
