import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG 2.1 A and AA rules; the test fails on what axe rates serious or critical. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** One serious or critical violation, readable in a test failure. */
export interface A11yFinding {
  scene: string;
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/**
 * Lets the page settle (fonts, transitions) and runs axe on it; the findings of this scene are
 * added to found. Map tiles never load here and are left out (their images are the map's).
 */
export async function scan(page: Page, scene: string, found: A11yFinding[]): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
  // A transition that starts while axe runs (a notification closing by itself) would be read
  // half drawn: axe runs again once it has ended, at most three times.
  let results = await settleAndAnalyze(page);
  for (let retry = 0; retry < 2 && results.animated; retry++)
    results = await settleAndAnalyze(page);
  for (const v of results.violations) {
    if (!FAILING_IMPACTS.has(v.impact ?? '')) continue;
    found.push({
      scene,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.map((n) => {
        const target = n.target.join(' ');
        const summary = n.failureSummary?.replace(/\s+/g, ' ').trim() ?? '';
        return `${target}\n        ${summary}`;
      }),
    });
  }
}

/** Waits for every ending animation, runs axe, and says whether one started meanwhile. */
async function settleAndAnalyze(page: Page) {
  // A notification fading in or out is drawn half transparent: wait for every transition and
  // animation that ends (spinners run forever and are left alone), so colours are the final ones.
  // On a busy machine a transition a click started can begin late: look again until none is left.
  await page.evaluate(async () => {
    for (let round = 0; round < 20; round++) {
      const ending = document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
      if (ending.length === 0 && round > 0) return;
      await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  });
  await page.evaluate(() => {
    const w = window as { __axeAnimated?: boolean };
    w.__axeAnimated = false;
    const mark = () => {
      w.__axeAnimated = true;
    };
    document.addEventListener('transitionrun', mark, { once: true, capture: true });
    document.addEventListener('animationstart', mark, { once: true, capture: true });
  });
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .exclude('.leaflet-tile-pane')
    // axe runs in the page itself: the default mode opens a blank page for every scan to merge
    // the results of frames from other origins, which the app does not have; this halves a scan.
    .setLegacyMode()
    .analyze();
  const animated = await page.evaluate(
    () => (window as { __axeAnimated?: boolean }).__axeAnimated === true,
  );
  return { violations, animated };
}

/** The findings as a report: scene, rule, impact, help, then each element with the reason. */
export function formatFindings(found: A11yFinding[]): string {
  return found
    .map(
      (f) =>
        `[${f.scene}] ${f.rule} (${f.impact}, ${f.nodes.length}x): ${f.help}\n` +
        f.nodes.map((n) => `      - ${n}`).join('\n'),
    )
    .join('\n');
}

/** Fails with every finding listed when there are any. */
export function assertNoFindings(found: A11yFinding[]): void {
  if (found.length > 0) {
    throw new Error(
      `${found.length} serious/critical accessibility violation(s):\n${formatFindings(found)}`,
    );
  }
}
