import * as engine from "@parlor/engine";
import { ANALYSIS_RETRY_AFTER_SECONDS, analysisReady } from "@parlor/protocol";
import { describe, expect, it } from "vitest";
import { MATCHES } from "../testing.js";
import {
  FIRST_WAIT_MS,
  GIVE_UP_MS,
  MAX_WAIT_MS,
  nextStatus,
  pollAnalysis,
  readAnswer,
  retryAfterMs,
  waitBefore,
  type AnalysisStatus,
  type Poller,
} from "./status.js";

/** A stored analysis as the server answers it (200). */
const READY = {
  status: "ready",
  table: "t1",
  game: "ruhd",
  seats: [
    { seat: 0, person: true, name: "Ann" },
    { seat: 1, person: false, bot: "strong" },
  ],
  work: 8,
  computedAt: 1_700_000_000_000,
  analysis: {
    kind: "moves",
    game: "ruhd",
    unit: "points",
    thresholds: { inaccuracy: 2, mistake: 5, blunder: 10 },
    work: 8,
    workUnit: "samples",
    covers: "every tile laid",
    players: [
      {
        seat: 0,
        decisions: 1,
        marks: { best: 0, good: 0, inaccuracy: 0, mistake: 1, blunder: 0 },
        averageLoss: 6,
        accuracy: 0,
      },
    ],
    decisions: [
      {
        index: 0,
        seq: 1,
        at: 1200,
        seat: 0,
        kind: "tile",
        chosen: { type: "place", tile: 3, x: 1, y: 0, rotation: 0 },
        best: { type: "place", tile: 3, x: 0, y: 1, rotation: 2 },
        chosenValue: 4,
        bestValue: 10,
        loss: 6,
        mark: "mistake",
        moves: [],
        basis: "the placement's score",
      },
    ],
  },
};

const NOW = Date.parse("2026-12-07T12:00:00Z");

describe("Retry-After", () => {
  it("is read in seconds or as a date, else not at all", () => {
    expect(retryAfterMs("2", NOW)).toBe(2000);
    expect(retryAfterMs(" 30 ", NOW)).toBe(30_000);
    expect(retryAfterMs(new Date(NOW + 5000).toUTCString(), NOW)).toBe(5000);
    expect(retryAfterMs(new Date(NOW - 5000).toUTCString(), NOW)).toBe(0);
    expect(retryAfterMs(null, NOW)).toBeNull();
    expect(retryAfterMs("", NOW)).toBeNull();
    expect(retryAfterMs("soon", NOW)).toBeNull();
  });
});

describe("the wait before asking again", () => {
  it("is never sooner than the server asked, nor than the protocol's default without a header", () => {
    expect(waitBefore(0, 2000)).toBe(2000);
    expect(waitBefore(0, 9000)).toBe(9000);
    expect(waitBefore(0, null)).toBe(ANALYSIS_RETRY_AFTER_SECONDS * 1000);
    // A Retry-After longer than the longest wait is honoured too.
    expect(waitBefore(0, 60_000)).toBe(60_000);
  });

  it("grows with each answer of 'computing', up to a longest wait", () => {
    const waits = Array.from({ length: 12 }, (_, attempt) => waitBefore(attempt, 0));
    expect(waits[0]).toBe(FIRST_WAIT_MS);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1] as number);
    expect(waits[waits.length - 1]).toBe(MAX_WAIT_MS);
  });
});

/** A SET match's analysis as the server answers it (the engine's fields passed through). */
const SETS_READY = {
  ...READY,
  game: "set-pc",
  analysis: {
    kind: "sets",
    game: "set-pc",
    until: 60_000,
    claims: [
      {
        index: 0,
        seat: 1,
        at: 4000,
        calledAt: 4000,
        cards: ["0000", "1111", "2222"],
        foundInMs: 4000,
        waitedMs: 4000,
        ofOwnAverage: null,
      },
    ],
    wrongClaims: [{ index: null, seat: 0, at: 5000, cards: [], unfinished: true }],
    players: [
      { seat: 0, sets: 0, wrongClaims: 1, missed: 1, meanFoundInMs: null, medianFoundInMs: null },
      { seat: 1, sets: 1, wrongClaims: 0, missed: 0, meanFoundInMs: 4000, medianFoundInMs: 4000 },
    ],
    unclaimed: [],
  },
};

describe("a stored analysis", () => {
  it("is read when it has every field the page shows, of either kind", () => {
    expect(readAnswer(READY)).toEqual(READY);
    expect(readAnswer(SETS_READY)).toEqual(SETS_READY);
  });

  it("is what the protocol's schema reads, and what the engine analyses", () => {
    expect(analysisReady.safeParse(READY).success).toBe(true);
    expect(analysisReady.safeParse(SETS_READY).success).toBe(true);
    const kinds = new Set<string>();
    for (const [id, play] of Object.entries(MATCHES)) {
      const log = play();
      const analysis = engine.analyseMatch(engine.getGame(id) as engine.AnyGame, log, { work: 2 });
      if (analysis === null) continue;
      kinds.add(analysis.kind);
      const body: unknown = JSON.parse(JSON.stringify({ ...READY, game: id, analysis }));
      expect(analysisReady.safeParse(body).success, id).toBe(true);
      expect(readAnswer(body), id).not.toBeNull();
    }
    expect(kinds).toContain("moves");
  });

  it("is refused with a field the page reads missing or of the wrong kind", () => {
    const moves = READY.analysis;
    const [decision] = moves.decisions;
    const [player] = moves.players;
    const broken: unknown[] = [
      null,
      { status: "computing" },
      { ...READY, analysis: { ...moves, kind: "chess" } },
      { ...READY, analysis: { ...moves, decisions: [{ ...decision, mark: "brilliant" }] } },
      { ...READY, analysis: { ...moves, decisions: [{ ...decision, index: -1 }] } },
      { ...READY, analysis: { ...moves, decisions: [{ ...decision, loss: "6" }] } },
      { ...READY, analysis: { ...moves, players: [{ ...player, accuracy: undefined }] } },
      { ...READY, analysis: { ...moves, thresholds: { inaccuracy: 2, mistake: 5 } } },
      { ...READY, analysis: { ...SETS_READY.analysis, claims: [{ index: 0, seat: 1 }] } },
      { ...READY, analysis: { ...SETS_READY.analysis, unclaimed: undefined } },
    ];
    for (const body of broken) expect(readAnswer(body), JSON.stringify(body)).toBeNull();
  });
});

describe("what an answer means", () => {
  const answer = (status: number, body: unknown, retryAfter: string | null = null) =>
    nextStatus({ status, body, retryAfter }, 0, NOW);

  it("200: the analysis, read with the protocol's schema", () => {
    const status = answer(200, READY);
    expect(status.kind).toBe("ready");
    if (status.kind === "ready") expect(status.answer.analysis.kind).toBe("moves");
  });

  it("200 the protocol does not read: a failure", () => {
    expect(answer(200, { ...READY, analysis: { kind: "chess" } })).toMatchObject({
      kind: "failed",
      code: "invalid",
    });
    expect(answer(200, null)).toMatchObject({ kind: "failed", code: "invalid" });
  });

  it("202 and 503: computing, asked again after Retry-After", () => {
    expect(answer(202, { status: "computing" }, "3")).toEqual({
      kind: "computing",
      attempt: 0,
      waitMs: 3000,
    });
    expect(answer(503, { error: { code: "analysis-busy", message: "" } }, "2")).toEqual({
      kind: "computing",
      attempt: 0,
      waitMs: 2000,
    });
  });

  it("404 and 409: no analysis to show", () => {
    expect(answer(404, { error: { code: "no-analysis", message: "x" } })).toEqual({ kind: "none" });
    expect(answer(409, { error: { code: "not-finished", message: "x" } })).toEqual({ kind: "none" });
  });

  it("anything else: a failure with the server's code and words", () => {
    expect(answer(500, { error: { code: "analysis-failed", message: "The analysis failed." } })).toEqual({
      kind: "failed",
      code: "analysis-failed",
      message: "The analysis failed.",
    });
    expect(answer(502, null)).toEqual({ kind: "failed", code: "http", message: "HTTP 502" });
  });
});

/** A server answering `answers` in turn, on a clock that the waits move on. */
function world(answers: readonly (readonly [number, unknown, string?] | Error)[]) {
  let now = NOW;
  let asked = 0;
  const waits: number[] = [];
  const poller: Poller = {
    fetch: () => {
      const next = answers[Math.min(asked++, answers.length - 1)] as (typeof answers)[number];
      if (next instanceof Error) return Promise.reject(next);
      const [status, body, retryAfter] = next;
      return Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: retryAfter === undefined ? {} : { "retry-after": retryAfter },
        }),
      );
    },
    sleep: (ms) => {
      waits.push(ms);
      now += ms;
      return Promise.resolve();
    },
    now: () => now,
  };
  return { poller, waits, asked: () => asked };
}

async function statuses(
  answers: Parameters<typeof world>[0],
  signal = new AbortController().signal,
): Promise<{ seen: AnalysisStatus["kind"][]; waits: number[]; asked: number }> {
  const { poller, waits, asked } = world(answers);
  const seen: AnalysisStatus["kind"][] = [];
  await pollAnalysis("t1", (status) => seen.push(status.kind), signal, poller);
  return { seen, waits, asked: asked() };
}

describe("asking for an analysis", () => {
  it("asks again while it is computed, waiting as the server says, until it is there", async () => {
    const computing = [202, { status: "computing" }, "2"] as const;
    const { seen, waits, asked } = await statuses([computing, computing, computing, [200, READY]]);
    expect(seen).toEqual(["asking", "computing", "computing", "computing", "ready"]);
    expect(asked).toBe(4);
    expect(waits).toEqual([2000, 2000, 2250]);
  });

  it("stops at once for a match without an analysis", async () => {
    const { seen, asked } = await statuses([[404, { error: { code: "no-analysis", message: "" } }]]);
    expect(seen).toEqual(["asking", "none"]);
    expect(asked).toBe(1);
  });

  it("says a failure of the network or the server, and asks no more", async () => {
    expect((await statuses([new TypeError("Failed to fetch")])).seen).toEqual(["asking", "failed"]);
    expect((await statuses([[500, { error: { code: "analysis-failed", message: "" } }]])).seen).toEqual([
      "asking",
      "failed",
    ]);
  });

  it("gives up after a long while of answers of 'computing'", async () => {
    const { seen, waits } = await statuses([[202, { status: "computing" }, "2"]]);
    expect(seen.at(-1)).toBe("failed");
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBeLessThanOrEqual(GIVE_UP_MS);
    expect(seen.filter((kind) => kind === "computing").length).toBe(waits.length);
  });

  it("tells nothing more once called off", async () => {
    const question = new AbortController();
    const { poller } = world([[202, { status: "computing" }, "2"]]);
    const seen: AnalysisStatus["kind"][] = [];
    const sleep = poller.sleep;
    await pollAnalysis("t1", (status) => seen.push(status.kind), question.signal, {
      ...poller,
      sleep: (ms, signal) => {
        question.abort();
        return sleep(ms, signal);
      },
    });
    expect(seen).toEqual(["asking", "computing"]);
    question.abort();
    const none: AnalysisStatus["kind"][] = [];
    await pollAnalysis("t1", (status) => none.push(status.kind), question.signal, poller);
    expect(none).toEqual([]);
  });
});
