/**
 * Which pages may open the WebSocket or change anything (their origin), which hosts the server answers
 * for (DNS rebinding), and what the page itself may load (its Content-Security-Policy).
 * docs/security.md explains them.
 */
import { BlockList, isIP } from "node:net";

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

/** Addresses of this machine's own loopback interface: 127.0.0.0/8 and ::1. */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** An address as `Host` names it: lower case, IPv6 without brackets, IPv4-mapped IPv6 as IPv4. */
function plainAddress(address: string): string {
  const bare = address.toLowerCase().replace(/^\[(.*)\]$/, "$1");
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/.test(bare) ? bare.slice("::ffff:".length) : bare;
}

/** Whether an address (or a host name) is one of this machine's loopback addresses. */
export function isLoopback(address: string): boolean {
  const plain = plainAddress(address);
  const family = isIP(plain);
  return family !== 0 && LOOPBACK.check(plain, family === 4 ? "ipv4" : "ipv6");
}

/**
 * The host name of a `Host` header (`example.org:8080` → `example.org`, `[::1]:80` → `::1`), in
 * lower case, without a final dot, international names in their ASCII form; null when it is none.
 */
export function hostnameOf(host: string): string | null {
  try {
    const url = new URL(`http://${host}`);
    if (url.username || url.password || url.pathname !== "/" || url.search || url.hash) return null;
    return plainAddress(url.hostname).replace(/\.$/, "");
  } catch {
    return null;
  }
}

/**
 * The hosts an HTTP request or a WebSocket upgrade may be sent to (its `Host` header): a page of
 * another site whose name resolves to this server's address (DNS rebinding: rebind.evil.example
 * made to point at 127.0.0.1) sends its own name there, and is refused.
 */
export interface AllowedHosts {
  /** `*`: any host (the check is off). */
  readonly any: boolean;
  /** Host names and addresses, as `hostnameOf` gives them. */
  readonly names: ReadonlySet<string>;
  /** Domains whose every subdomain is allowed too (`.example.org`: example.org, www.example.org). */
  readonly domains: readonly string[];
}

/** One `--allowed-hosts` entry in the form `allowedHosts` compares (null: not a host). */
export function normalizeHost(entry: string): string | null {
  const text = entry.trim();
  if (text === "*") return "*";
  const domain = text.startsWith(".");
  const name = hostnameOf(domain ? text.slice(1) : text);
  if (name === null || name === "" || /:\d+$/.test(text.replace(/^\[.*\]/, ""))) return null;
  return domain ? `.${name}` : name;
}

/**
 * The hosts a server answers for: `localhost`, the loopback addresses and the address each request
 * came to (`allows`' `localAddress`: the one it listens on) always; besides them the operator's
 * (`--allowed-hosts`: names, addresses, `.example.org` for a domain and its subdomains, `*` for any)
 * and the hosts of the allowed origins (`--allowed-origins`).
 */
export function allowedHosts(listed: readonly string[], origins: Iterable<string>): AllowedHosts {
  const names = new Set<string>(["localhost"]);
  const domains: string[] = [];
  let any = false;
  for (const entry of listed) {
    const host = normalizeHost(entry);
    if (host === "*") any = true;
    else if (host?.startsWith(".")) domains.push(host.slice(1));
    else if (host) names.add(host);
  }
  for (const origin of origins) {
    const name = hostnameOf(new URL(origin).host);
    if (name) names.add(name);
  }
  return { any, names, domains };
}

/**
 * Whether a request sent with this `Host` may be answered: a request without one (no browser sends
 * none) is; else its host must be allowed (`allowedHosts`), a loopback address, or the address the
 * request came to.
 */
export function allowsHost(
  hosts: AllowedHosts,
  host: string | undefined,
  localAddress: string | undefined,
): boolean {
  if (hosts.any || host === undefined) return true;
  const name = hostnameOf(host);
  if (name === null) return false;
  if (hosts.names.has(name) || isLoopback(name)) return true;
  if (hosts.domains.some((domain) => name === domain || name.endsWith(`.${domain}`))) return true;
  return localAddress !== undefined && name === plainAddress(localAddress);
}

/** The methods that change something: another site's page may not send them. */
export const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Why a state-changing request is refused as cross-site, or null: its `Origin` is not the page's own
 * nor a listed one (`allowedOrigin`), or the browser says it came from another site
 * (`Sec-Fetch-Site: cross-site`) without an origin the operator listed. Programs send neither header.
 */
export function crossSite(
  headers: { origin?: string | undefined; "sec-fetch-site"?: string | string[] | undefined },
  host: string | undefined,
  allowed: ReadonlySet<string>,
): string | null {
  const origin = headers.origin;
  if (origin !== undefined && !allowedOrigin(origin, host, allowed))
    return `Requests that change something come from this site's own pages only, not from ${origin}.`;
  const site = headers["sec-fetch-site"];
  const listed = origin !== undefined && allowed.has(normalizeOrigin(origin) ?? "");
  if (site === "cross-site" && !listed)
    return "Requests that change something come from this site's own pages only.";
  return null;
}

/** Whether a request's body is declared JSON (`application/json`, with parameters or not). */
export function isJson(contentType: string | undefined): boolean {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() === "application/json";
}
