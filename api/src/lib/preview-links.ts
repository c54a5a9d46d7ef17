/**
 * What the two previews of the public site share (a release's, modules/releases/preview.ts; planned content's,
 * modules/schedule/preview.ts): the address a preview link sends the browser on to, and the bar of a previewed page.
 */

/**
 * The same-site path of a request's URL, for a redirect: a path starting `//` or `/\` (`//elsewhere.example/x`) would
 * be taken for another host by the browser, so its leading slashes become one.
 */
export const sameSitePath = (url: string): string => `/${(url.split('?')[0] ?? '').replace(/^[/\\]+/, '')}`;

/**
 * The bar a previewed page carries at its top (docs/architecture.md, "Staff preview"): what is previewed and an
 * "Önizlemeden çık" link. It goes right after <body>, outside the rendered root, so hydration never sees it; its
 * colours are its own, readable on the light and the dark site alike; it wraps on a narrow screen.
 */
export function previewBarHtml({
  className,
  label,
  exitHref,
  background,
  color,
}: {
  className: string;
  /** The bar's text, as HTML (escaped by the caller). */
  label: string;
  exitHref: string;
  background: string;
  color: string;
}): string {
  return (
    `<div class="${className}" role="status" lang="tr" style="position:sticky;top:0;z-index:2000;display:flex;flex-wrap:wrap;` +
    `gap:.5rem 1rem;align-items:center;justify-content:center;padding:.4rem 1rem;background:${background};color:${color};` +
    `font:14px/1.4 system-ui,sans-serif;overflow-wrap:anywhere">` +
    `<span>${label}</span>` +
    `<a href="${exitHref}" style="color:${color};text-decoration:underline">Önizlemeden çık</a></div>`
  );
}
