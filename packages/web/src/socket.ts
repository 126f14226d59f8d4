/**
 * One WebSocket per page (docs/protocol.md), spoken by `ParlorSocket` (protocol-socket.ts). It offers
 * every version of the protocol the page speaks (`parlor.2`, `parlor.1`): the server takes the newest
 * it speaks, so a page and a server of different releases still understand each other.
 */
import { PROTOCOL_NAMES } from "@parlor/protocol";
import { ParlorSocket, type SocketLike } from "./protocol-socket";

export {
  ActionError,
  SERVER_ERROR,
  type ChatLine,
  type ConnectionState,
  type HintFrame,
  type JoinedExtra,
  type PlayerRef,
  type RecentMove,
  type TableExtra,
  type TableListener,
} from "./protocol-socket";

/** A WebSocket to this page's own `/ws`, seen through the few members the client uses. */
function openPageSocket(): SocketLike {
  const ws = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`, [
    ...PROTOCOL_NAMES,
  ]);
  const like: SocketLike = {
    onmessage: null,
    onclose: null,
    send: (text) => ws.send(text),
    close: () => ws.close(),
  };
  ws.onmessage = (event) => like.onmessage?.(event);
  ws.onclose = () => like.onclose?.();
  return like;
}

/** The page's one connection. */
export const socket = new ParlorSocket({ open: openPageSocket });
