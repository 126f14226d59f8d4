/**
 * The versions of the WebSocket protocol (docs/protocol.md). Every frame is one JSON object with a
 * `type`; clients may add an `id` (string or number) to a request and the answer carries it back.
 *
 * A client says the version it speaks as the WebSocket subprotocol `parlor.<version>` (RFC 6455's
 * `Sec-WebSocket-Protocol`: `new WebSocket(url, protocolName(2))`); the server takes the newest it
 * speaks of those offered, and says it in `welcome.protocol`. A client that offers none speaks
 * version 1.
 *
 * - 1: the action's `ack` is a frame of its own, before the views of its change.
 * - 2: the action's `ack` comes in the sender's first view frame of its change (`view.ack`), one frame
 *   fewer an action both ways; an `ack` frame of its own only when no view of the change goes to it.
 */
export const PROTOCOL_VERSION = 2;

/** How a version's subprotocol name starts. */
const PREFIX = "parlor.";

/** The first version whose view frames carry the ack of the action that made their change. */
export const ACK_IN_VIEW_PROTOCOL = 2;

/** The versions this package's server speaks, oldest first. */
export const PROTOCOL_VERSIONS: readonly number[] = [1, 2];

/**
 * What a client that speaks every version offers as its subprotocols, newest first: the server takes
 * the newest it speaks (an older server, an older one).
 */
export const PROTOCOL_NAMES: readonly string[] = [...PROTOCOL_VERSIONS]
  .reverse()
  .map((version) => protocolName(version));

/** The version a client that names none speaks. */
export const DEFAULT_PROTOCOL_VERSION = 1;

/** The WebSocket subprotocol naming a version: `parlor.2`. */
export function protocolName(version: number = PROTOCOL_VERSION): string {
  return `${PREFIX}${version}`;
}

/**
 * The version to speak with a client offering `offered` subprotocols (in its order): the newest
 * offered that `speaks` knows, or null when it offered none of them (it then speaks
 * `DEFAULT_PROTOCOL_VERSION`, and the handshake names no subprotocol).
 */
export function chooseProtocol(
  offered: Iterable<string>,
  speaks: readonly number[] = PROTOCOL_VERSIONS,
): { readonly version: number; readonly name: string } | null {
  let best: { version: number; name: string } | null = null;
  for (const name of offered) {
    if (!name.startsWith(PREFIX)) continue;
    const digits = name.slice(PREFIX.length);
    if (!/^[1-9][0-9]{0,5}$/.test(digits)) continue;
    const version = Number(digits);
    if (speaks.includes(version) && (best === null || version > best.version)) best = { version, name };
  }
  return best;
}
