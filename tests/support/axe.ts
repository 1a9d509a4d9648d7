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
      type Axe = {
        run: (...args: unknown[]) => Promise<unknown>;
        _audit?: { rules?: { id: string; impact?: string }[] };
      };
      const axe = (window as unknown as { axe: Axe }).axe;
      const context = { include: include ? [include] : [document], exclude: exclude.map((s) => [s]) };
      // Rules that can only ever be "moderate" or "minor" (region, heading-order, landmark-*…) are
      // not run: nothing here reports them, and region alone is a good part of a scan's time.
      const rules = Object.fromEntries(
        (axe._audit?.rules ?? [])
          .filter((rule) => rule.impact === 'moderate' || rule.impact === 'minor')
          .map((rule) => [rule.id, { enabled: false }]),
      );
      return axe.run(context, { resultTypes: ['violations'], rules });
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

/**
 * What is wrong with the page's landmarks and headings as assistive technology reads them (parts
 * hidden with display:none, aria-hidden or inert left out): not exactly one main, banner and
 * contentinfo landmark; repeated navigation, complementary, search or region landmarks without
 * names of their own; not exactly one h1; a heading more than one level below the one before it.
 * axe rates these "moderate", so its serious-or-critical scan does not report them.
 */
export function findStructureProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const isExposed = (element: Element) =>
      element.checkVisibility() && !element.closest('[aria-hidden="true"], [inert]');
    const textOf = (id: string) => document.getElementById(id)?.textContent?.trim() ?? '';
    const nameOf = (element: Element) =>
      (element.getAttribute('aria-labelledby')?.split(/\s+/).map(textOf).join(' ').trim() ||
        element.getAttribute('aria-label')?.trim()) ??
      '';
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        element.className && typeof element.className === 'string'
          ? `.${element.className.trim().split(/\s+/).join('.')}`
          : ''
      }>`;
    const all = (selector: string) => [...document.querySelectorAll(selector)].filter(isExposed);
    // A header or footer inside sectioning content or main is not the page's banner or contentinfo.
    const SCOPING = 'article, aside, main, nav, section, [role="main"], [role="article"], [role="region"]';
    const isPageLevel = (element: Element) => !element.parentElement?.closest(SCOPING);

    const mains = all('main, [role="main"]');
    const banners = all('header:not([role]), [role="banner"]').filter(
      (e) => e.getAttribute('role') === 'banner' || isPageLevel(e),
    );
    const footers = all('footer:not([role]), [role="contentinfo"]').filter(
      (e) => e.getAttribute('role') === 'contentinfo' || isPageLevel(e),
    );
    for (const [role, found] of [
      ['main', mains],
      ['banner', banners],
      ['contentinfo', footers],
    ] as const) {
      if (found.length !== 1)
        problems.push(`${found.length} ${role} landmarks: ${found.map(describe).join(', ')}`);
    }
    // Landmarks that may repeat must each have a name of their own.
    for (const [role, selector] of [
      ['navigation', 'nav:not([role]), [role="navigation"]'],
      ['complementary', 'aside:not([role]), [role="complementary"]'],
      ['search', 'search:not([role]), [role="search"]'],
      // A section is a region landmark only when it has a name.
      ['region', 'section:not([role]), [role="region"]'],
    ] as const) {
      const found = all(selector).filter((e) => role !== 'region' || nameOf(e));
      if (found.length < 2) continue;
      const names = found.map(nameOf);
      found.forEach((element, index) => {
        const name = names[index]!;
        if (!name) problems.push(`${role} landmark ${describe(element)} has no name`);
        else if (names.indexOf(name) !== index) problems.push(`two ${role} landmarks named "${name}"`);
      });
    }

    const headings = all('h1, h2, h3, h4, h5, h6, [role="heading"]').map((element) => ({
      element,
      level: Number(element.getAttribute('aria-level') ?? element.tagName.slice(1)),
    }));
    const h1s = headings.filter((heading) => heading.level === 1);
    if (h1s.length !== 1) {
      problems.push(
        `${h1s.length} h1 headings: ${h1s.map((h) => `"${h.element.textContent?.trim()}"`).join(', ')}`,
      );
    }
    let previous = 0;
    for (const { element, level } of headings) {
      const text = `h${level} "${element.textContent?.trim().slice(0, 60)}"`;
      if (previous === 0 && level > 1) problems.push(`the first heading is ${text}, before the h1`);
      else if (level > previous + 1) problems.push(`${text} follows an h${previous}`);
      previous = level;
    }
    return problems;
  });
}
