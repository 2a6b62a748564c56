import type { SVGProps } from 'react';

/**
 * A line icon on a 24-unit grid, stroked in the text colour: emoji fonts are not everywhere, and an icon must follow
 * the text colour. Its paths are the children; other attributes (aria-hidden, style) pass through.
 */
export function LineIcon({ size, children, ...rest }: SVGProps<SVGSVGElement> & { size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...rest}
    >
      {children}
    </svg>
  );
}
