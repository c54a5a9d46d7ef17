/**
 * A Bootstrap Icon drawn as inline SVG: `icon` is the inner markup of its 16×16 SVG, taken from one of the
 * generated icon modules (shared-libs/build/icons.mjs), so only the icons a page uses reach it. Decorative
 * (hidden from assistive technology): the control around it carries the accessible name.
 */
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
