/**
 * A Bootstrap Icon drawn as inline SVG: `icon` is the inner markup of its 16×16 SVG, taken from one of the
 * generated icon modules (shared-libs/build/icons.mjs), so only the icons a page uses reach it. Decorative
 * (hidden from assistive technology): the control around it carries the accessible name.
 */
import * as social from '@vitrin/shared-libs/ui/icons/social';

export interface IconProps {
  icon: string;
  /** CSS size; 1em follows the surrounding text. */
  size?: string | number;
  className?: string;
}

export function Icon({ icon, size = '1em', className }: IconProps) {
  return (
    <svg
      className={`bi${className ? ` ${className}` : ''}`}
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

const SOCIAL: Record<string, string> = {
  facebook: social.facebook,
  instagram: social.instagram,
  linkedin: social.linkedin,
  youtube: social.youtube,
  'twitter-x': social.twitterX,
  // Links stored before X took the name.
  twitter: social.twitterX,
  x: social.twitterX,
  tiktok: social.tiktok,
  whatsapp: social.whatsapp,
  telegram: social.telegram,
  pinterest: social.pinterest,
  vimeo: social.vimeo,
  globe: social.globe,
};

/** The icon of a social link by its stored `icon_name` (`bi-facebook`, …); an unknown name draws the globe. */
export const socialIcon = (name: string): string => SOCIAL[name.replace(/^bi-/, '')] ?? social.globe;

/** A social link's icon, as the public footer, the contact modal and the admin's preview draw it. */
export function SocialIcon({ name, size }: { name: string; size?: string | number }) {
  return <Icon icon={socialIcon(name)} size={size} />;
}
