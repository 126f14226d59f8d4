/**
 * The version of the WebSocket protocol (docs/protocol.md), sent in every `welcome`. Every frame is
 * one JSON object with a `type`; clients may add an `id` (string or number) to a request and the
 * answer carries it back.
 */
export const PROTOCOL_VERSION = 1;
