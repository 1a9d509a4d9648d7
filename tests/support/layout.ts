import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * `npm run test:full` (FULL_WALK=1, run by .ci/run after `npm test`): layout checked at every
 * breakpoint's edges, on every row and variant; `npm test` samples (issue 28).
 */
export const IS_FULL_WALK = process.env.FULL_WALK === '1';

/**
 * The widths `npm test` checks the layout at: the main breakpoints of app/styles one px either
 * side (768 and 992: phone, tablet, laptop; 1440: the wide header), a small and a common phone,
 * the laptop where axe runs, and a wide screen.
 */
export const LAYOUT_WIDTHS = [1920, 1440, 1439, 1366, 992, 991, 768, 767, 390, 320] as const;

const STYLES = path.resolve(import.meta.dirname, '../../app');

function* cssFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* cssFiles(full);
    else if (entry.name.endsWith('.css')) yield full;
  }
}

/**
 * Every breakpoint edge of the stylesheets, one px either side of each `min-width` and `max-width`
 * of their media queries (read from app/, so a new breakpoint is checked the day it is written),
 * with LAYOUT_WIDTHS, from 320 to 1920 px, widest first: what `npm run test:full` walks.
 */
export function allBreakpointWidths(): number[] {
  const widths = new Set<number>(LAYOUT_WIDTHS);
  for (const file of cssFiles(STYLES)) {
    for (const [, kind, value] of readFileSync(file, 'utf8').matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)) {
      // min-width: 768px starts at 768; max-width: 767.98px (or 767px) ends at 767.
      const first = kind === 'min' ? Number(value) : Math.floor(Number(value)) + 1;
      for (const width of [first - 1, first]) if (width >= 320 && width <= 1920) widths.add(width);
    }
  }
  return [...widths].sort((a, b) => b - a);
}

/**
 * What is wrong with the page at its current width: sideways scrolling, or a header link or button
 * that is neither fully on screen nor in the closed menu ("visible" by getBoundingClientRect).
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const height = window.innerHeight;
    if (document.documentElement.scrollWidth > width) {
      // Name the innermost elements that reach past the window's right edge.
      const isPast = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
      const culprits = [...document.querySelectorAll('body *')]
        .filter((element) => isPast(element) && ![...element.children].some(isPast))
        .slice(0, 4)
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
      problems.push(
        `page is ${document.documentElement.scrollWidth} px wide in a ${width} px window (${culprits.join(', ')})`,
      );
    }
    const nav = document.getElementById('site-nav');
    const toggle = document.querySelector('.site-header__toggle');
    if (!nav || !toggle) return [...problems, 'no nav or no menu button'];
    const navShown = nav.getClientRects().length > 0;
    const isMenu = !navShown || nav.matches(':popover-open');
    const name = (element: Element) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? '').trim() ||
      element.outerHTML.slice(0, 60);
    // The dialogs behind Login and the shortlist are not part of the bar.
    // Nor are the links of a closed disclosure (the Demos menu): Chromium lays them out unseen.
    const items = [...document.querySelectorAll('header.site-header :is(a, button)')].filter(
      (element) => !element.closest('dialog') && !element.closest('details:not([open]) > :not(summary)'),
    );
    for (const item of items) {
      const box = item.getBoundingClientRect();
      if (item.getClientRects().length === 0) {
        const inClosedMenu = isMenu && !navShown && nav.contains(item);
        const isIdleToggle = item === toggle && !isMenu;
        if (!inClosedMenu && !isIdleToggle) problems.push(`"${name(item)}" has no box outside a closed menu`);
        continue;
      }
      const inside = box.left >= 0 && box.top >= 0 && box.right <= width && box.bottom <= height;
      if (!inside || box.width < 1 || box.height < 1) {
        const edges = [box.left, box.top, box.right, box.bottom].map(Math.round).join(',');
        problems.push(`"${name(item)}" is not fully on screen (${edges} in ${width}x${height})`);
      }
    }
    if (isMenu && toggle.getClientRects().length === 0) problems.push('the nav is a menu with no button');
    return problems;
  });
}
