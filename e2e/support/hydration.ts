import type { Page } from 'playwright-core';

/**
 * Waits until React owns every control of the server-rendered page: hydration has reached them all. Shared by the
 * tests (fixtures.ts) and the benchmarks that act on a page (bench/interactions.ts); `timeout` is longer there, where
 * the CPU is slowed down.
 */
export async function hydrated(page: Pick<Page, 'waitForFunction'>, timeout = 10_000): Promise<void> {
  // A control inside stored HTML (an editor's link in a content page) is React's once the element holding that
  // HTML is: React never marks what it sets with dangerouslySetInnerHTML.
  await page.waitForFunction(
    () => {
      const keyOf = (node: Element, prefix: string) => Object.keys(node).find((key) => key.startsWith(prefix));
      const inStoredHtml = (node: Element) => {
        for (let parent = node.parentElement; parent; parent = parent.parentElement) {
          const props = keyOf(parent, '__reactProps$');
          if (
            props &&
            (parent as unknown as Record<string, { dangerouslySetInnerHTML?: unknown }>)[props]?.dangerouslySetInnerHTML
          )
            return true;
        }
        return false;
      };
      return Array.from(document.querySelectorAll('#root :is(a[href], button, input, select, textarea, summary)')).every(
        (node) => keyOf(node, '__reactFiber$') !== undefined || inStoredHtml(node),
      );
    },
    undefined,
    { timeout },
  );
}
