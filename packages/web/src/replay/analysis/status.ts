/**
 * Asking the server for a finished match's analysis (`GET /api/matches/:id/analysis`, the protocol's
 * analysis.ts): 200 is the stored analysis; 202 says it is being computed, and the page asks again
 * after the answer's `Retry-After`, waiting a little longer each time; 503 (the server's analyses are
 * all busy) is asked again alike. 404 (no such table, a game without an analysis) and 409 (a match
 * not over) mean the replay shows no analysis at all; anything else is a failure, told in a line.
 * Pure but for `pollAnalysis`, whose fetch, clock and timer are given (the tests give their own).
 *
 * The answer is read with the protocol's schema (`analysisReady`): one of another shape is a failure
 * (`invalid`), never cast.
 */
import {
  ANALYSIS_RETRY_AFTER_SECONDS,
  analysisReady,
  apiErrorBody,
  type AnalysisReady,
} from "@parlor/protocol";

/** Where the page's question stands. */
export type AnalysisStatus =
  /** Asked, no answer yet (the page shows nothing: a stored analysis comes at once). */
  | { readonly kind: "asking" }
  /** Being computed: asked again after `waitMs`; `attempt` answers of 202 (or 503) so far. */
  | { readonly kind: "computing"; readonly attempt: number; readonly waitMs: number }
  | { readonly kind: "ready"; readonly answer: AnalysisReady }
  /** None to show: no such match, a game without an analysis, a match not over. */
  | { readonly kind: "none" }
  /**
   * Failed: `code` is the server's error code (`analysis-failed` …), `network` when it could not be
   * reached, `invalid` for an answer the protocol does not read, `timeout` after `GIVE_UP_MS`.
   */
  | { readonly kind: "failed"; readonly code: string; readonly message: string };

/** One HTTP answer, as `nextStatus` reads it. */
export interface Answer {
  readonly status: number;
  readonly body: unknown;
  /** The `Retry-After` header, if any. */
  readonly retryAfter: string | null;
}

/** The first wait between two questions, and how much each next one grows, up to `MAX_WAIT_MS`. */
export const FIRST_WAIT_MS = 1000;
export const WAIT_GROWTH = 1.5;
export const MAX_WAIT_MS = 15_000;
/** How long the page keeps asking before it says the analysis takes too long (it may be asked again). */
export const GIVE_UP_MS = 10 * 60_000;

/**
 * A `Retry-After` in ms from `now`: delta-seconds or an HTTP date; null for none or one that cannot
 * be read, 0 for a date in the past.
 */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (header === null || header.trim() === "") return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * The wait before asking again after the `attempt`-th answer of "computing" (from 0): growing from
 * `FIRST_WAIT_MS` by `WAIT_GROWTH` up to `MAX_WAIT_MS`, never sooner than the server asked
 * (`Retry-After`, else the protocol's `ANALYSIS_RETRY_AFTER_SECONDS`).
 */
export function waitBefore(attempt: number, retryAfter: number | null): number {
  const backoff = Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * WAIT_GROWTH ** attempt);
  return Math.max(retryAfter ?? ANALYSIS_RETRY_AFTER_SECONDS * 1000, backoff);
}

/** A 200's body as the page reads it: a stored analysis of either kind (the protocol's `analysisReady`), else null. */
export function readAnswer(body: unknown): AnalysisReady | null {
  const parsed = analysisReady.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/** The server's error in an answer's body (`{ error: { code, message } }`), if it has one. */
function errorOf(body: unknown): { code: string; message: string } | null {
  const parsed = apiErrorBody.safeParse(body);
  return parsed.success ? parsed.data.error : null;
}

/** What an answer means, after `attempt` answers of "computing" before it. */
export function nextStatus(answer: Answer, attempt: number, now: number): AnalysisStatus {
  const { status, body } = answer;
  if (status === 200) {
    const ready = readAnswer(body);
    return ready ? { kind: "ready", answer: ready } : { kind: "failed", code: "invalid", message: "" };
  }
  if (status === 202 || status === 503)
    return { kind: "computing", attempt, waitMs: waitBefore(attempt, retryAfterMs(answer.retryAfter, now)) };
  if (status === 404 || status === 409) return { kind: "none" };
  const error = errorOf(body);
  return { kind: "failed", code: error?.code ?? "http", message: error?.message ?? `HTTP ${status}` };
}

/** What `pollAnalysis` uses of the world. */
export interface Poller {
  readonly fetch: (path: string, init: { signal: AbortSignal }) => Promise<Response>;
  /** Resolves after `ms` (or at once when `signal` is aborted). */
  readonly sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  readonly now: () => number;
}

/** A timer that stops waiting when the question is called off. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done);
  });
}

const browser: Poller = {
  fetch: (path, init) => fetch(path, init),
  sleep,
  now: () => Date.now(),
};

/**
 * Asks for match `id`'s analysis until it is there, there is none, or it failed, telling each status
 * to `onStatus` (`asking` first); stops at once, telling nothing more, when `signal` is aborted.
 */
export async function pollAnalysis(
  id: string,
  onStatus: (status: AnalysisStatus) => void,
  signal: AbortSignal,
  world: Poller = browser,
): Promise<void> {
  if (signal.aborted) return;
  const path = `/api/matches/${encodeURIComponent(id)}/analysis`;
  const started = world.now();
  onStatus({ kind: "asking" });
  for (let attempt = 0; !signal.aborted; attempt++) {
    let status: AnalysisStatus;
    try {
      const response = await world.fetch(path, { signal });
      const body: unknown = await response.json().catch(() => null);
      status = nextStatus(
        { status: response.status, body, retryAfter: response.headers.get("retry-after") },
        attempt,
        world.now(),
      );
    } catch (error) {
      if (signal.aborted) return;
      status = { kind: "failed", code: "network", message: error instanceof Error ? error.message : "" };
    }
    if (signal.aborted) return;
    if (status.kind === "computing" && world.now() - started + status.waitMs > GIVE_UP_MS)
      status = { kind: "failed", code: "timeout", message: "" };
    onStatus(status);
    if (status.kind !== "computing") return;
    await world.sleep(status.waitMs, signal);
  }
}
