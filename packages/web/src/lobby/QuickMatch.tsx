/**
 * "Play with anyone" (quick match, docs/protocol.md#quick-match), beside the game tiles: the person
 * picks the game (each says how many wait for it now), the table's size, how long to wait for people
 * and the bots that take the seats left, then waits in the game's queue, seeing who else waits and
 * for how long, until the server seats them; then goes to the table.
 */
import {
  QUICK_MATCH_BOTS_AFTER_SECONDS,
  usualPlayers,
  type QueueSummary,
  type ServerMessageOf,
} from "@parlor/protocol";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { enterQuickMatch, errorText, leaveQuickMatch, problemText, type GameInfo } from "../api";
import { clockTime, useTick } from "../clock";
import { ensurePlayer, useMe } from "../people/me";
import { RatedChoice } from "../ratings/LobbyRatings";
import { socket } from "../socket";
import { botLevel } from "../table/players";
import { saveTokens } from "../tokens";
import { offeredLevels } from "./seating";

/** The waits for people a person may choose, in seconds (the server's default among them). */
export const WAITS_FOR_PEOPLE: readonly number[] = [10, QUICK_MATCH_BOTS_AFTER_SECONDS, 60, 300];

/** The fewest seats a quick match asks for: the person and someone. */
const AT_LEAST = 2;

/** How often the waiting times shown move on. */
const TICK_MS = 1_000;
/** A countdown in whole seconds shows a second until it has run out (9.2 s left: "0:10"). */
const ROUND_UP_MS = 999;

type Waiting = { readonly ticket: string; readonly frame: ServerMessageOf<"queue">; readonly at: number };

export function QuickMatch({
  games,
  titles,
  queues,
  go,
}: {
  games: readonly GameInfo[];
  titles: Readonly<Record<string, string>>;
  /** Who waits in each queue now (the lobby asks every few seconds). */
  queues: readonly QueueSummary[];
  go: (path: string) => void;
}) {
  const { t } = useTranslation();
  const me = useMe();
  const waitingFor = (id: string): number =>
    queues.filter((q) => q.game === id).reduce((n, q) => n + q.waiting.length, 0);
  // Games a person plays with others (a table of 2 or more).
  const playable = games.filter((g) => g.seatCounts.some((n) => n >= AT_LEAST));
  const [gameId, setGameId] = useState<string | null>(null);
  // Until the person picks one: a game someone waits for, else the first.
  const game =
    playable.find((g) => g.id === gameId) ?? playable.find((g) => waitingFor(g.id) > 0) ?? playable[0];
  const sizes = game ? game.seatCounts.filter((n) => n >= AT_LEAST) : [];
  const [chosenSeats, setSeats] = useState<number | null>(null);
  const seats =
    chosenSeats !== null && sizes.includes(chosenSeats) ? chosenSeats : game ? usualPlayers(game) : AT_LEAST;
  const [wait, setWait] = useState(QUICK_MATCH_BOTS_AFTER_SECONDS);
  const [chosenLevel, setLevel] = useState<string | null>(null);
  const level =
    game && chosenLevel !== null && offeredLevels(game).some((b) => b.level === chosenLevel)
      ? chosenLevel
      : (game?.defaultBot ?? "");
  const [rated, setRated] = useState(true);
  const [entering, setEntering] = useState(false);
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The ticket waiting now, and how to stop listening to it: left when the lobby closes.
  const current = useRef<{ ticket: string; stop: () => void } | null>(null);

  useTick(waiting !== null, TICK_MS);
  useEffect(
    () => () => {
      const ticket = current.current;
      if (!ticket) return;
      ticket.stop();
      void leaveQuickMatch(ticket.ticket);
    },
    [],
  );

  const ended = (reason: string | null) => {
    current.current?.stop();
    current.current = null;
    setWaiting(null);
    setEntering(false);
    setProblem(reason);
  };

  const find = async () => {
    if (!game) return;
    setEntering(true);
    setProblem(null);
    try {
      const known = me ?? null;
      // A queue seats the player of a session: a guest is made first, and the page's connection opened
      // again so that it speaks for them at the table.
      const player = await ensurePlayer();
      if (known === null) socket.reconnect();
      const answer = await enterQuickMatch({
        game: game.id,
        seats,
        rated: player.kind === "account" && rated,
        botsAfterSeconds: wait,
        botLevel: level,
      });
      const stop = socket.waitForMatch(answer.ticket, {
        queue: (frame) => setWaiting({ ticket: answer.ticket, frame, at: performance.now() }),
        matched: (frame) => {
          current.current = null;
          saveTokens(frame.table, { held: [frame.token], invites: [] });
          go(`/table/${frame.table}`);
        },
        error: (code, message) => ended(t("lobby.quick.ended", { reason: errorText(code, message) })),
      });
      current.current = { ticket: answer.ticket, stop };
    } catch (error) {
      ended(problemText(error));
    }
  };

  const stopLooking = () => {
    const ticket = current.current?.ticket;
    ended(null);
    if (ticket) void leaveQuickMatch(ticket);
  };

  if (!game) return null;
  const title = titles[game.id] ?? game.title;
  const since = waiting ? performance.now() - waiting.at : 0;
  return (
    <section className="create quick-match" data-testid="quick-match" aria-labelledby="quick-match-title">
      <h2 id="quick-match-title" className="create-title">
        {t("lobby.quick.title")}
      </h2>
      {waiting === null ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void find();
          }}
        >
          <p>{t("lobby.quick.intro")}</p>
          <Choice
            id="quick-match-game"
            label={t("lobby.quick.game")}
            value={game.id}
            options={playable.map((g) => ({ value: g.id, text: titles[g.id] ?? g.title }))}
            onChange={setGameId}
          />
          {waitingFor(game.id) > 0 && (
            <p data-testid="quick-waiting">
              {t("lobby.quick.waitingNow", { count: waitingFor(game.id), game: title })}
            </p>
          )}
          {sizes.length > 1 && (
            <Choice
              id="quick-match-seats"
              label={t("lobby.quick.seats")}
              value={String(seats)}
              options={sizes.map((n) => ({ value: String(n), text: String(n) }))}
              onChange={(n) => setSeats(Number(n))}
            />
          )}
          <Choice
            id="quick-match-wait"
            label={t("lobby.quick.waitFor")}
            value={String(wait)}
            options={WAITS_FOR_PEOPLE.map((w) => ({
              value: String(w),
              text:
                w < 60
                  ? t("lobby.quick.waitSeconds", { count: w })
                  : t("lobby.quick.waitMinutes", { count: w / 60 }),
            }))}
            onChange={(w) => setWait(Number(w))}
          />
          <Choice
            id="quick-match-bots"
            label={t("lobby.quick.bots")}
            value={level}
            options={offeredLevels(game).map((b) => ({ value: b.level, text: botLevel(b.level) }))}
            onChange={setLevel}
            hint={t(`bots.${game.id}.${level}`)}
          />
          <RatedChoice id="quick-match-rated" rated={rated} onChange={setRated} />
          {problem && (
            <p className="notice" role="alert" data-testid="quick-match-problem">
              {problem}
            </p>
          )}
          <div className="quick-match-actions">
            <button type="submit" className="primary" data-testid="quick-match-go" disabled={entering}>
              {t("lobby.quick.go")}
            </button>
          </div>
        </form>
      ) : (
        <div aria-live="polite">
          <p data-testid="quick-match-looking">
            {t("lobby.quick.looking", { game: title, count: waiting.frame.seats })}
          </p>
          <ul className="quick-match-waiting" data-testid="quick-match-waiting">
            {waiting.frame.waiting.map((w, i) => (
              <li key={i} data-you={w.you || undefined}>
                {w.you ? t("lobby.quick.you", { name: w.name }) : w.name}{" "}
                <small>{clockTime(w.waitedMs + since)}</small>
              </li>
            ))}
          </ul>
          <p data-testid="quick-match-bots-in">
            {t("lobby.quick.botsIn", {
              time: clockTime(Math.max(0, waiting.frame.botsInMs - since) + ROUND_UP_MS),
            })}
          </p>
          <button type="button" data-testid="quick-match-cancel" onClick={stopLooking}>
            {t("lobby.quick.stop")}
          </button>
        </div>
      )}
    </section>
  );
}

/** A labelled choice of the form: its select's id is its test id; a hint below says more of it. */
function Choice({
  id,
  label,
  value,
  options,
  onChange,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly { readonly value: string; readonly text: string }[];
  onChange: (value: string) => void;
  hint?: string;
}) {
  return (
    <p>
      <label htmlFor={id}>{label}</label>{" "}
      <select
        id={id}
        data-testid={id}
        value={value}
        aria-describedby={hint === undefined ? undefined : `${id}-hint`}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
      {hint !== undefined && (
        <>
          {" "}
          <small id={`${id}-hint`}>{hint}</small>
        </>
      )}
    </p>
  );
}
