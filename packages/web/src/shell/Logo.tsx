/**
 * Parlor's mark: two playing cards fanned, the front one with a diamond pip, drawn in the accent colour
 * and the card's face (so it reads in both themes); the wordmark beside it is text in the display font.
 * public/favicon.svg is the same drawing.
 */
export function LogoMark({ size = "2rem" }: { readonly size?: string }) {
  return (
    <svg className="logo-mark" viewBox="0 0 32 32" width={size} height={size} aria-hidden="true">
      <rect
        x="5"
        y="6"
        width="15"
        height="21"
        rx="3"
        transform="rotate(-14 12.5 16.5)"
        className="logo-back"
      />
      <rect
        x="12"
        y="4"
        width="15"
        height="21"
        rx="3"
        transform="rotate(10 19.5 14.5)"
        className="logo-front"
      />
      <path d="M19.5 9.5l3.6 5-3.6 5-3.6-5z" transform="rotate(10 19.5 14.5)" className="logo-pip" />
    </svg>
  );
}
