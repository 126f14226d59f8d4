import type { TableSummary } from "../tables.js";
import { NO_DEADLINE, pause, waiting } from "./wait.js";

/** How often `until` asks again. */
const POLL_MS = 25;

/** An HTTP answer: status, parsed JSON body (or null) and the raw text. */
export interface Answer<T> {
  readonly status: number;
  readonly body: T;
  readonly text: string;
  readonly contentType: string | null;
}

/** Calls the HTTP API. `json` is sent as a JSON body; `raw` as it is (with a JSON content type). */
export async function api<T = unknown>(
  base: string,
  path: string,
  init: { method?: string; json?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const hasBody = init.json !== undefined || init.raw !== undefined;
  const response = await fetch(base + path, {
    method: init.method ?? (hasBody ? "POST" : "GET"),
    headers: { ...(hasBody ? { "content-type": "application/json" } : {}), ...init.headers },
    ...(hasBody ? { body: init.raw ?? JSON.stringify(init.json) } : {}),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return {
    status: response.status,
    body: body as T,
    text,
    contentType: response.headers.get("content-type"),
  };
}

/** The API's error body. */
export interface ApiError {
  readonly error: { readonly code: string; readonly message: string };
}

export interface Created {
  readonly id: string;
  readonly seatTokens: (string | null)[];
}

/** `POST /api/tables`, expecting 201. */
export async function createTable(
  base: string,
  game: string,
  seats: ({ bot: string } | { human: true })[],
  options?: Record<string, unknown>,
): Promise<Created> {
  const answer = await api<Created>(base, "/api/tables", {
    json: { game, seats, ...(options ? { options } : {}) },
  });
  if (answer.status !== 201) throw new Error(`create ${game}: ${answer.status} ${answer.text}`);
  return answer.body;
}

/** `GET /api/tables/:id`, expecting 200. */
export async function getTable(base: string, id: string): Promise<TableSummary> {
  const answer = await api<TableSummary>(base, `/api/tables/${id}`);
  if (answer.status !== 200) throw new Error(`table ${id}: ${answer.status} ${answer.text}`);
  return answer.body;
}

/**
 * Polls `check` (every 25 ms) until it returns a value other than undefined. No deadline of its own
 * unless `timeout` (ms) is given: the test's timeout is the limit, and a failing test says what was
 * awaited. Polling stops when the test ends.
 */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  timeout = NO_DEADLINE,
): Promise<T> {
  const wait = waiting(() => what);
  let over = false;
  void wait.ended.then(() => (over = true));
  const started = Date.now();
  try {
    for (;;) {
      const value = await check();
      if (value !== undefined) return value;
      if (Date.now() - started > timeout) throw new Error(`timed out waiting for ${what}`);
      // The test is over (timed out): stop asking, and never settle.
      if (over) return await new Promise<never>(() => undefined);
      await pause(POLL_MS, wait.ended);
    }
  } finally {
    wait.done();
  }
}

/** Waits until a table's status is `status`; returns its summary. */
export function untilStatus(
  base: string,
  id: string,
  status: TableSummary["status"],
  timeout = NO_DEADLINE,
): Promise<TableSummary> {
  return until(
    `table ${id} to be ${status}`,
    async () => {
      const table = await getTable(base, id);
      return table.status === status ? table : undefined;
    },
    timeout,
  );
}
