/**
 * Which pages may open the WebSocket, and what the page itself may load (its Content-Security-Policy).
 * docs/security.md explains both.
 */

/**
 * An upgrade may come from the server's own page (its `Origin` names the host the request was sent
 * to), from an origin the operator listed (`--allowed-origins`), or from a program that sends no
 * `Origin` at all (the CLI, tests, other servers): browsers always send one, so a page of another
 * site cannot pass as a program. The opaque origin `null` (sandboxed frames, files) is refused.
 */
export function allowedOrigin(
  origin: string | undefined,
  host: string | undefined,
  allowed: ReadonlySet<string>,
): boolean {
  if (origin === undefined) return true;
  const normalized = normalizeOrigin(origin);
  if (normalized === null) return false;
  if (allowed.has(normalized)) return true;
  if (host === undefined) return false;
  // The page's own origin: same host and port as the request (http or https, as a proxy may end TLS).
  return new URL(normalized).host === host.toLowerCase();
}

/** `scheme://host[:port]` in URL's canonical form (lower case, default port dropped), or null. */
export function normalizeOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * The page's Content-Security-Policy: everything from the server itself, nothing inline, no plugins,
 * no frames around it (clickjacking). React sets styles through the DOM (allowed by `style-src`);
 * cards and tiles are inline SVG; the WebSocket is the same origin (`connect-src 'self'`).
 */
export const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};
