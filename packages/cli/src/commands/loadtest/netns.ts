import { readdirSync, statSync } from "node:fs";
import { networkInterfaces, type NetworkInterfaceInfo } from "node:os";
import { join } from "node:path";

/**
 * `parlor loadtest --netns`: a load test run inside a network namespace that `ip netns` made (`ip netns
 * exec NAME parlor loadtest --netns …`) may also load a private address on one of that namespace's own
 * links: the test hosts a script made on this machine (scripts/hosts.sh), not another machine.
 */

/** Where `ip netns add` keeps the namespaces it made, one file (a bind mount of the namespace) each. */
export const NETNS_DIR = "/run/netns";

/** What the check reads of the process's network namespace (a test passes its own). */
export interface NamespaceProbe {
  /** The `ip netns` name of the network namespace this process runs in, or null when it is none of them. */
  name(): string | null;
  /** The namespace's interfaces, as `os.networkInterfaces()` gives them. */
  interfaces(): NodeJS.Dict<NetworkInterfaceInfo[]>;
}

/** The process's own namespace: compared by inode with each of `ip netns`'s under NETNS_DIR. */
export const THIS_NAMESPACE: NamespaceProbe = {
  name() {
    try {
      const own = statSync("/proc/self/ns/net");
      for (const name of readdirSync(NETNS_DIR)) {
        const named = statSync(join(NETNS_DIR, name));
        if (named.dev === own.dev && named.ino === own.ino) return name;
      }
    } catch {
      // No /proc or no NETNS_DIR: not in a namespace ip netns made.
    }
    return null;
  },
  interfaces: () => networkInterfaces(),
};

/** An IPv4 address's four numbers, or null when `text` is not one written as four decimal numbers. */
function quad(text: string): number[] | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (match === null) return null;
  const parts = match.slice(1).map(Number);
  return parts.every((part) => part <= 255) ? parts : null;
}

function toNumber(parts: readonly number[]): number {
  return parts.reduce((n, part) => n * 256 + part, 0);
}

/** Whether `text` is a private IPv4 address (RFC 1918: 10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16). */
export function isPrivateIpv4(text: string): boolean {
  const parts = quad(text);
  if (parts === null) return false;
  const [a = 0, b = 0] = parts;
  return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

/** Whether the IPv4 address `text` is on the link of `info` (in its subnet). */
function onLink(text: string, info: NetworkInterfaceInfo): boolean {
  if (info.family !== "IPv4" || info.internal) return false;
  const address = quad(text);
  const own = quad(info.address);
  const mask = quad(info.netmask);
  if (address === null || own === null || mask === null) return false;
  const m = toNumber(mask);
  // Bitwise on 32 bits: >>> 0 keeps them unsigned.
  return (toNumber(address) & m) >>> 0 === (toNumber(own) & m) >>> 0;
}

/**
 * Why `host` (a URL's hostname) may not be loaded from this namespace, or null when it may: it must be
 * a private IPv4 address on the link of one of the namespace's own interfaces, and the process must
 * run in a namespace `ip netns` made (never the machine's own, whose links reach other machines).
 */
export function namespaceHostProblem(host: string, probe: NamespaceProbe = THIS_NAMESPACE): string | null {
  if (!isPrivateIpv4(host)) return "not loopback, nor a private IPv4 address (10/8, 172.16/12, 192.168/16)";
  const name = probe.name();
  if (name === null)
    return `this process runs in no network namespace that ip netns made (${NETNS_DIR}): run it with ip netns exec NAME`;
  const links = Object.values(probe.interfaces()).flatMap((infos) => infos ?? []);
  if (!links.some((info) => onLink(host, info)))
    return `not on a link of the network namespace '${name}' this process runs in`;
  return null;
}
