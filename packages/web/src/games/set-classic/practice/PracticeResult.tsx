/**
 * Solo practice (a set-classic table of one seat): timed, with a personal best kept per mode by the
 * server (it computes the best from the finished match; the page only shows it).
 *
 * One component for both moments, so a one-seat table places it once: while the game runs it is a
 * stopwatch of the game's time (the time since the first deal, running between views); once the game
 * is over it is the result: the time, solutions found, wrong claims, and the personal best of the
 * mode, with "New personal best!" when this game set it (and the best it beat, when that was known
 * before the end). Props are what a table has: its view and its id.
 */
import type { ClassicView } from "@parlor/engine/set";
import { Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { problemText } from "../../../api";
import { useTick } from "../../../clock";
import { useMe } from "../../../people/me";
import { practiceBests, standingOf, stopwatch, type PersonalBest } from "./bests";
import "./practice.css";

/** How often the running stopwatch is redrawn (it shows tenths). */
const STOPWATCH_TICK_MS = 100;

export interface PracticeResultProps {
  readonly view: ClassicView;
  readonly tableId: string;
}

export function PracticeResult(props: PracticeResultProps) {
  // The practice's words load with it; the table does not wait for them.
  return (
    <Suspense fallback={null}>
      {props.view.finished ? <Result {...props} /> : <Stopwatch {...props} />}
    </Suspense>
  );
}

/** The game's time, running: the view's `now`, plus the time since that view came. */
function Stopwatch({ view, tableId }: PracticeResultProps) {
  const { t } = useTranslation("practice");
  const me = useMe();
  const player = view.seat !== null && !!me;
  useEffect(() => {
    if (player) rememberBestsBefore(tableId);
  }, [player, tableId]);
  const [base, setBase] = useState(() => ({ now: view.now, at: performance.now() }));
  useEffect(() => setBase({ now: view.now, at: performance.now() }), [view.now]);
  useTick(true, STOPWATCH_TICK_MS);
  const time = stopwatch(base.now + (performance.now() - base.at));
  return (
    <p
      className="practice-clock"
      data-testid="practice-clock"
      role="timer"
      aria-label={t("clockLabel", { time })}
    >
      {time}
    </p>
  );
}

/** What the bests' answer is: not yet, the bests, or why there are none to show. */
type Bests =
  | { readonly state: "asking" }
  | { readonly state: "known"; readonly bests: readonly PersonalBest[] }
  | { readonly state: "none"; readonly why: string };

function Result({ view, tableId }: PracticeResultProps) {
  const { t } = useTranslation("practice");
  const me = useMe();
  const [before] = useState<readonly PersonalBest[] | null>(() => knownBefore.get(tableId) ?? null);
  const [answer, setAnswer] = useState<Bests>({ state: "asking" });
  // Only the seat's own player has bests to see here (a spectator sees the result alone), and only
  // a player (a session) has any: the page asks for them only then.
  const mine = view.seat !== null;
  const player = me ? me.id : me;
  useEffect(() => {
    if (!mine || !player) return;
    let live = true;
    // The best is stored before the end's view is sent: one question is enough.
    practiceBests().then(
      (bests) => live && setAnswer({ state: "known", bests }),
      (error: unknown) => live && setAnswer({ state: "none", why: problemText(error) }),
    );
    return () => {
      live = false;
    };
  }, [mine, player, tableId]);
  const bests: Bests | null = !mine
    ? null
    : player === null
      ? { state: "none", why: t("noSession") }
      : player === undefined
        ? { state: "asking" }
        : answer;

  const seat = view.players[0];
  const complete = view.deck === 0;
  const standing = bests?.state === "known" ? standingOf(view.mode, tableId, bests.bests, before) : null;
  const mode = t(`modes.${view.mode}`);
  return (
    <section
      className="practice-result"
      data-testid="practice-result"
      aria-labelledby={`${tableId}-practice`}
    >
      <h3 id={`${tableId}-practice`}>{t("title", { mode })}</h3>
      <dl className="practice-figures">
        <div>
          <dt>{t("yourTime")}</dt>
          <dd data-testid="practice-time">{stopwatch(view.now)}</dd>
        </div>
        <div>
          <dt>{t(`found.${view.kind}`)}</dt>
          <dd data-testid="practice-found">{seat?.found ?? 0}</dd>
        </div>
        <div>
          <dt>{t("wrong")}</dt>
          <dd data-testid="practice-wrong">{seat?.wrong ?? 0}</dd>
        </div>
        {bests && (
          <div>
            <dt>{t("best", { mode })}</dt>
            <dd
              data-testid="practice-best"
              className={bests.state === "none" || !standing?.best ? "practice-words" : undefined}
            >
              {bests.state === "asking"
                ? t("asking")
                : bests.state === "none"
                  ? bests.why
                  : standing?.best
                    ? stopwatch(standing.best.timeMs)
                    : t("noBest")}
            </dd>
          </div>
        )}
      </dl>
      {!complete && <p className="practice-note">{t("notCounted")}</p>}
      {standing?.isNew && (
        <p className="practice-new-best" role="status" data-testid="practice-new-best">
          {t("newBest")}
          {standing.previous && ` ${t("previous", { time: stopwatch(standing.previous.timeMs) })}`}
        </p>
      )}
    </section>
  );
}

/**
 * The bests as they were while a table's game ran (asked by `rememberBestsBefore`), so that its
 * result can tell the best it beat.
 */
const knownBefore = new Map<string, readonly PersonalBest[]>();

/** Asks the bests before a practice ends (at its start), for its result's "previous best". */
export function rememberBestsBefore(tableId: string): void {
  if (knownBefore.has(tableId)) return;
  practiceBests().then(
    (bests) => knownBefore.set(tableId, bests),
    () => undefined,
  );
}
