/**
 * The site's own small icons (Bootstrap Icons as inline SVG, drawn like shared-libs' Icon). Drawn here rather
 * than through the shared Icon module: one shared module less to fetch on the first screen.
 */
import * as icons from './icons';

const SITE = {
  search: icons.search,
  cart: icons.cart,
  chat: icons.chatFill,
  previous: icons.chevronLeft,
  next: icons.chevronRight,
} as const;

export type SiteIconName = keyof typeof SITE;

/** A 16×16 Bootstrap Icon's inner markup as an inline, decorative SVG. */
export function Svg({ icon, size = '1em' }: { icon: string; size?: string | number }) {
  return (
    <svg
      className="bi"
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: icon }}
    />
  );
}

export function SiteIcon({ name, size }: { name: SiteIconName; size?: string | number }) {
  return <Svg icon={SITE[name]} size={size} />;
}
