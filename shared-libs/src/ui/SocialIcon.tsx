/**
 * Social-network icons by a link's stored `icon_name` (every name the admin's social-media form offers). A module
 * of its own for the admin; the public site draws the same icons from its own lazily loaded copy (mf-public).
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
