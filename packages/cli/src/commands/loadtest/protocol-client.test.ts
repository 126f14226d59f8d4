import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import { until } from "../../../../server/src/testing/http.js";
import { parseLoadtestArgs } from "./options.js";
import { ProtocolClient, type FrameHandler } from "./protocol-client.js";
import { Run } from "./run.js";

/** Frames a server sends once a client connects: a welcome, then the test's frames. */
let frames: string[] = [];

describe("ProtocolClient reading the server's frames", () => {
  let server: WebSocketServer;
  let url: string;

  beforeAll(async () => {
    server = new WebSocketServer({ port: 0, host: "127.0.0.1" });
    await new Promise((done) => server.once("listening", done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    server.on("connection", (socket) => {
      socket.send(JSON.stringify({ type: "welcome", protocol: 1 }));
      for (const frame of frames) socket.send(frame);
    });
  });

  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  /** Connects one client with `--check-every checkEvery`, lets `sent` arrive; what its handler got and the run's errors. */
  async function receive(sent: string[], checkEvery: number) {
    frames = sent;
    const run = new Run({ ...parseLoadtestArgs(["--check-every", String(checkEvery)]), urls: [url] });
    run.WebSocket = WebSocket;
    const got: unknown[] = [];
    const handler: FrameHandler = {
      onView: (frame) => got.push(frame),
      onAck: (frame) => got.push(frame),
      onError: (frame) => got.push(frame),
      onFinished: () => undefined,
      onClosed: () => undefined,
    };
    const client = new ProtocolClient(run, handler, run.processes[0]!);
    expect(await client.open()).toBe(true);
    // The last frame sent is always a good view: once it is in, every frame before it was read.
    await until(
      "the last view",
      () => got.some((frame) => (frame as { seq?: number }).seq === 99) || undefined,
    );
    run.closing = true;
    await client.close(1000);
    return { got, errors: Object.fromEntries(run.errorsByKind) };
  }

  const last = JSON.stringify({ type: "view", table: "T", seat: 0, seq: 99, status: "playing", view: {} });
  const malformed = [
    // A view whose seq is not a count, a truncated view, an ack with a string seq, a cut move.
    '{"type":"view","table":"T","seat":0,"seq":-1,"status":"playing","view":{}}',
    '{"type":"view","table":"T","seat":0,"seq":1,"status":"playing","view":{',
    '{"type":"ack","id":1,"table":"T","seq":"2"}',
    '{"type":"move","table":"T","seq":2,"seat":0,"at":5,"text":"cut',
    "not json at all",
  ];

  it("counts a malformed view, ack or move as an error between the schema's samples, and hands on the good ones", async () => {
    for (const checkEvery of [1, 1000]) {
      const { got, errors } = await receive([...malformed, last], checkEvery);
      expect(errors).toEqual({ "bad-frame:bad-json": 3, "bad-frame:bad-message": 2 });
      expect(got).toEqual([JSON.parse(last)]);
    }
  });

  it("hands on views, acks and errors, and not the moves it does not read", async () => {
    const move = JSON.stringify({ type: "move", table: "T", seq: 2, seat: 0, at: 5, text: "a move" });
    const ack = JSON.stringify({ type: "ack", id: 1, table: "T", seq: 2 });
    const error = JSON.stringify({ type: "error", id: 3, code: "empty-slot", message: "Empty." });
    const { got, errors } = await receive([ack, move, error, move, last], 2);
    expect(errors).toEqual({});
    expect(got).toEqual([JSON.parse(ack), JSON.parse(error), JSON.parse(last)]);
  });
});
