/** The site's own small icons (Bootstrap Icons, inline SVG: no icon font to download). */
import { Icon } from '@vitrin/shared-libs/ui/Icon';
import * as icons from './icons';

export { SocialIcon } from '@vitrin/shared-libs/ui/Icon';

const SITE = {
  search: icons.search,
  cart: icons.cart3,
  chat: icons.chatDots,
  up: icons.arrowUp,
  language: icons.translate,
  menu: icons.list,
  close: icons.xLg,
  previous: icons.chevronLeft,
  next: icons.chevronRight,
  phone: icons.telephone,
  email: icons.envelope,
  address: icons.geoAlt,
} as const;

export type SiteIconName = keyof typeof SITE;

export function SiteIcon({ name, size, className }: { name: SiteIconName; size?: string | number; className?: string }) {
  return <Icon icon={SITE[name]} size={size} className={className} />;
}
