import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/** axe-core's browser build, from node_modules: never fetched over the network. */
const AXE_PATH = require.resolve('axe-core/axe.min.js');
let axeSource: string | undefined;

export type A11yViolation = {
  id: string;
  impact: 'serious' | 'critical';
  help: string;
  helpUrl: string;
  /** CSS selector of each offending element, with axe's summary of what fails. */
  targets: string[];
};

type AxeResult = {
  violations: {
    id: string;
    impact?: string | null;
    help: string;
    helpUrl: string;
    nodes: { target: unknown[]; failureSummary?: string }[];
  }[];
};

/**
 * Runs axe-core (WCAG 2.x A and AA rules plus best practices) on the page as it is now and returns
 * the serious and critical violations. `exclude` takes CSS selectors to leave out (for content
 * another test owns), `include` narrows the scan.
 */
export async function findSeriousA11yViolations(
  page: Page,
  options: { include?: string; exclude?: string[] } = {},
): Promise<A11yViolation[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol rather than a <script> tag, which the site's strict CSP
  // (script-src 'self' + nonce) would block.
  if (!hasAxe) await page.evaluate((axeSource ??= readFileSync(AXE_PATH, 'utf8')));
  const result = await page.evaluate(
    async ({ include, exclude }) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
      const context = { include: include ? [include] : [document], exclude: exclude.map((s) => [s]) };
      return axe.run(context, { resultTypes: ['violations'] });
    },
    { include: options.include ?? null, exclude: options.exclude ?? [] },
  );
  return (result as AxeResult).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact as 'serious' | 'critical',
      help: v.help,
      helpUrl: v.helpUrl,
      targets: v.nodes.map((node) => {
        const summary = node.failureSummary?.replace(/\s+/g, ' ').trim();
        return node.target.map(String).join(' ') + (summary ? ` — ${summary}` : '');
      }),
    }));
}

/** A readable list: one line per rule with its help text, then the offending elements. */
export function formatA11yViolations(violations: A11yViolation[]): string {
  return violations
    .map(
      (v) =>
        `- [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.targets.map((target) => `    at ${target}`).join('\n'),
    )
    .join('\n');
}

/** Fails with the rule ids, help texts and targets when the page has serious or critical violations. */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: { include?: string; exclude?: string[] } = {},
): Promise<void> {
  const violations = await findSeriousA11yViolations(page, options);
  if (violations.length > 0) {
    throw new Error(
      `${violations.length} serious or critical accessibility violation(s) on ${page.url()}:\n` +
        formatA11yViolations(violations),
    );
  }
}
