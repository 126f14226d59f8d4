import { QUIET_ZONE, qrModules, qrPath } from "./qr";

/**
 * A link drawn as a QR code: dark modules on a light quiet zone (a code's printed face, the same in
 * both themes, as cards keep theirs), one SVG path, crisp at a phone's size. `label` is its name for
 * screen readers ("QR code of the invite link for seat 2"); `data-text` keeps what it encodes.
 */
export default function QrCode({ text, label, testId }: { text: string; label: string; testId?: string }) {
  const modules = qrModules(text);
  const side = modules.length + 2 * QUIET_ZONE;
  return (
    <svg
      className="qr-code"
      viewBox={`0 0 ${side} ${side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid={testId}
      data-text={text}
      data-modules={modules.length}
    >
      {/* A QR code is read dark on light: its own colours, not the theme's. */}
      <rect width={side} height={side} fill="#fff" />
      <path d={qrPath(modules)} fill="#000" />
    </svg>
  );
}
