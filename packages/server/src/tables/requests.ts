import { err, ok, ruleError, type LogEntry, type Result, type RuleError } from "@parlor/engine";
import { HintErrors, ProtocolErrors, type ChatLine } from "@parlor/protocol";
import type { ChatRequest } from "../chat/chat.js";
import type { Speaker } from "../chat/rooms.js";
import type { LiveTable, Subscriber } from "../live-table.js";
import { hintPosition } from "./hint.js";
import type { Done } from "./lifecycle/lifecycle.js";
import { notLive } from "./not-live.js";
import type { TableParts } from "./parts.js";
import { GONE } from "./steps.js";

/**
 * How a connection answers its action: `stored` once the action is in the store, before any view of
 * its result goes out; `sent` once the step's frames are all out (protocol 2: the ack that no view
 * frame carried goes out on its own).
 */
export interface ActionAnswer {
  stored(entry: LogEntry): void;
  sent?(): void;
}

/**
 * What someone at a table asks of it (they joined it: it is in memory, else they are told why not):
 * a seat's action, the host's start, freeing seats, resigning, a rematch, a hint, a chat line. Each
 * change is a step of the table, answered once its writes are stored.
 */
export class TableRequests {
  constructor(
    private readonly parts: Pick<
      TableParts,
      "store" | "memory" | "steps" | "lifecycle" | "chats" | "metrics" | "hinter"
    >,
  ) {}

  /** `Tables.act`: one action for a seat, in the table's turn, answered as `answer` says. */
  async act(
    id: string,
    seat: number,
    action: unknown,
    answer?: ActionAnswer,
  ): Promise<Result<LogEntry, RuleError>> {
    const { memory, steps, metrics } = this.parts;
    const table = memory.get(id);
    if (!table) return err(await this.notLive(id));
    const started = performance.now();
    const result = await steps.run(
      table,
      () => {
        if (table.gone) return GONE;
        if (!table.runner)
          return err(
            ruleError(ProtocolErrors.notStarted, "The game has not started: some seats are still empty."),
          );
        return table.runner.submit(seat, action);
      },
      // The action's own answer: stored, before the step's views of its result, and after them.
      answer && {
        stored: (submitted) => {
          if (submitted !== GONE && submitted.ok) answer.stored(submitted.value);
        },
        sent: (submitted) => {
          if (submitted !== GONE && submitted.ok) answer.sent?.();
        },
      },
    );
    if (result === GONE) return err(await this.notLive(id));
    metrics?.actionSeconds.observe((performance.now() - started) / 1000);
    if (!result.ok) metrics?.refusals.inc({ code: result.error.code });
    return result;
  }

  /** `start`: the host starts a waiting table whose people are all here (`not-host`, `not-ready`). */
  start(id: string, subscriber: Subscriber, done?: () => void): Promise<Done> {
    return this.lifeStep(id, (table) => this.parts.lifecycle.start(table, subscriber.player), done);
  }

  /** `leave` with `free`: at a waiting table, the subscriber's seats are given up (before it leaves). */
  free(id: string, subscriber: Subscriber): Promise<Done> {
    return this.lifeStep(id, (table) => {
      this.parts.lifecycle.free(table, subscriber.seats);
      return ok(true);
    });
  }

  /** `resign`: the seat's person gives up (the caller checked the subscriber holds the seat). */
  resign(id: string, seat: number, done?: () => void): Promise<Done> {
    return this.lifeStep(id, (table) => this.parts.lifecycle.resign(table, seat), done);
  }

  /** `rematch`: the subscriber's seats accept (or withdraw from) a rematch at a finished table. */
  rematch(id: string, subscriber: Subscriber, accept: boolean, done?: () => void): Promise<Done> {
    return this.lifeStep(id, (table) => this.parts.lifecycle.rematch(table, subscriber, accept), done);
  }

  /** A lifecycle request as a step of its table (in memory: the caller joined it); `done` once stored. */
  private async lifeStep(id: string, work: (table: LiveTable) => Done, done?: () => void): Promise<Done> {
    const table = this.parts.memory.get(id);
    if (!table) return err(await this.notLive(id));
    const result = await this.parts.steps.run(table, () => (table.gone ? GONE : work(table)), {
      stored: (answer) => {
        if (answer !== GONE && answer.ok) done?.();
      },
    });
    if (result === GONE) return err(await this.notLive(id));
    return result;
  }

  /**
   * `hint`: what the game's strong bot would do in `seat` now (hint.ts says where there are hints),
   * computed off the event loop by the `hinter`: the engine's `Hint` as JSON text, with the moves
   * played when it was asked.
   */
  async hint(
    id: string,
    seat: number,
  ): Promise<Result<{ readonly seq: number; readonly json: string }, RuleError>> {
    const position = hintPosition(this.parts.memory.get(id), seat);
    if (!position.ok) return position;
    const hinter = this.parts.hinter;
    if (hinter === null) return err(ruleError(HintErrors.noHint, "This server gives no hints."));
    const { log, at, seq } = position.value;
    const json = await hinter(log, seat, at);
    if (json === null)
      return err(ruleError(HintErrors.nothingToWeigh, "There is nothing to weigh in this seat now."));
    return ok({ seq, json });
  }

  /**
   * `Tables.chat`: a chat line at the table (chat/rooms.ts: checked, limited, stored, then told to
   * everyone there); `said` runs once the line is stored, before anyone is told.
   */
  async chat(
    id: string,
    request: ChatRequest,
    speaker: Speaker,
    said: (line: ChatLine) => void,
  ): Promise<Result<ChatLine, RuleError>> {
    const table = this.parts.memory.get(id);
    const result = table ? await this.parts.chats.say(table, request, speaker, said) : "gone";
    if (result === "gone") return err(await this.notLive(id));
    return result;
  }

  /** Why the table asked of is not in memory (not-live.ts). */
  private notLive(id: string): Promise<RuleError> {
    return notLive(this.parts.store, id, "act");
  }
}
