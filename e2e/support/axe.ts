/** Accessibility check shared by every browser test: axe-core on the page as it is now, WCAG 2.2 AA rules. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * Fails with a readable list (rule, impact, offending elements) when axe finds a violation.
 * `include` narrows the scan to a selector; `exclude` leaves out parts another team owns.
 */
export async function expectNoAxeViolations(page: Page, options: { include?: string; exclude?: string[] } = {}): Promise<void> {
  // Colours are judged at rest: a button still fading into its hover or focus colour (Bootstrap's 0.15 s
  // transitions) would be measured half-way and fail contrast that its final colours pass.
  // Endless animations (a spinner) are left alone.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // axe.run in the page itself (legacy mode) rather than a run per frame finished in a blank page the builder opens
  // and closes each time: the same rules and results on our pages, in half the time (4.0 → 1.8 s a run on a loaded
  // 2-core host, docs/testing.md). Only frames of another origin go unchecked: ours have none but a video's player.
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
  );
  expect(summary, 'axe violations').toEqual([]);
}
