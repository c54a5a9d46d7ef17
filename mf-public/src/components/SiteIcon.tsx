/** The navbar's, bottom bar's and slider's icons (Bootstrap Icons, drawn by shared-libs' Icon). */
import { Icon } from '@vitrin/shared-libs/ui/Icon';
import * as icons from './icons';

const SITE = {
  search: icons.search,
  cart: icons.cart,
  chat: icons.chatFill,
  previous: icons.chevronLeft,
  next: icons.chevronRight,
} as const;

export type SiteIconName = keyof typeof SITE;

export function SiteIcon({ name, size }: { name: SiteIconName; size?: string | number }) {
  return <Icon icon={SITE[name]} size={size} />;
}
