/** Page-width checks of the layout specs: does the page scroll sideways at a window width, and what sticks out. */
import type { Page } from '@playwright/test';

export const PUBLIC_WIDTHS = [375, 768, 992, 1024, 1280, 1440];
export const ADMIN_WIDTHS = [800, 1024, 1366];

/**
 * Sets the window to `width` and reports what makes the page wider than the window: an empty list when
 * `document.documentElement.scrollWidth <= innerWidth`, else the scroll width and the widest elements that end
 * past the window's right edge (tag, class, width), so a failure names its culprit.
 */
export async function sidewaysOverflow(page: Page, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: 900 });
  // A resize listener (the navbar's mobile switch) has run by the second frame; what sticks out then may still be
  // sliding (a CSS transition), so an overflow counts only if it is still there once every transition has ended.
  const first = await measure(page);
  if (first.length === 0) return first;
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner turns for ever: only what ends is waited for.
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => null)),
    ),
  );
  return measure(page);
}

function measure(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const root = document.documentElement;
    if (root.scrollWidth <= window.innerWidth) return [];
    const sticking = [...document.querySelectorAll<HTMLElement>('body *')]
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.right > window.innerWidth + 0.5 && rect.width > 0)
      // Hidden and fixed boxes (a closed off-canvas panel) do not widen the page: name the ones that do.
      .filter(({ element }) => {
        for (let node: HTMLElement | null = element; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.visibility === 'hidden' || style.position === 'fixed') return false;
        }
        return true;
      })
      .sort((a, b) => b.rect.right - a.rect.right)
      .slice(0, 4)
      .map(
        ({ element, rect }) =>
          `${element.tagName.toLowerCase()}.${String(element.className).trim().split(/\s+/).slice(0, 4).join('.')}` +
          ` right=${Math.round(rect.right)} width=${Math.round(rect.width)}`,
      );
    return [`scrollWidth ${root.scrollWidth} > innerWidth ${window.innerWidth}`, ...sticking];
  });
}
