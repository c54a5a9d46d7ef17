/**
 * A social link's icon by its stored `icon_name` (every name the admin offers; an unknown one draws the globe).
 * Loaded as a chunk of its own when social links come near the screen (ContactDetails' SocialLinks).
 */
import { Svg } from './SiteIcon';
import { byName, globe } from './socialIcons';

export function SocialIcon({ name }: { name: string }) {
  return <Svg icon={byName[name.replace(/^bi-/, '').replace(/^(twitter|x)$/, 'twitter-x')] ?? globe} />;
}
