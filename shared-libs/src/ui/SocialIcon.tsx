/**
 * Social-network icons by a link's stored `icon_name` (every name the admin's social-media form offers), for the
 * admin's preview and the public footer and contact modal (which load this module when social links come near
 * the screen).
 */
import { Icon } from '@vitrin/shared-libs/ui/Icon';
import * as social from '@vitrin/shared-libs/ui/icons/social';

/** The icon of a social link by its stored `icon_name` (`bi-facebook`, …); an unknown name draws the globe. */
export const socialIcon = (name: string): string =>
  social.byName[name.replace(/^bi-/, '').replace(/^(twitter|x)$/, 'twitter-x')] ?? social.globe;

/** A social link's icon, as the public footer, the contact modal and the admin's preview draw it. */
export function SocialIcon({ name, size }: { name: string; size?: string | number }) {
  return <Icon icon={socialIcon(name)} size={size} />;
}
