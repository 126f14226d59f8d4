import type { ClassicEventView, ClassicView } from "@parlor/engine/set";
import type { TFunction } from "i18next";
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { seconds, useGameNow, useTick } from "../../clock";
import { EventFeed, Feedback, type FeedItem } from "../../table/feedback";
import { PlayersStrip } from "../../table/players";
import { SeatSwitch } from "../../table/SeatSwitch";
import { type TableProps, mainView, useShownView } from "../../table/types";
import { useAct } from "../../table/useAct";
import { useKeys } from "../../table/useKeys";
import { Icon } from "../../ui/Icon";
import { SetFlights, useDeal } from "../set/CardMotion";
import { ClassicCard } from "../set/ClassicCard";
import { describeClassic } from "../set/classic";
import { youContext } from "../set/grammar";
import { freezeLeft } from "../set/motion";
import { FreezeRing } from "../set-pc/FreezeRing";
import { keyLabel } from "../set-pc/keys";
import { useKeyLabels } from "../set-pc/layout";
import { useFitHeight } from "../fit";
import { DEAL_STAGGER_MS, useSetFlights } from "../set-super/flights";
import { useEventSounds } from "../set-super/sounds";
import { COLUMN_CARDS, keyAction, keyForChain, keyForPlace } from "./keys";
import { keepPresent, toggleCard } from "./picking";
import { PracticeResult } from "./practice/PracticeResult";
import { SpeedTable } from "./SpeedTable";
import "../set/grid-table.css";
import "./classic.css";

/** How long an event stays in the feed, in ms of game time. */
const EVENT_SHOWN_MS = 4_000;
/** Lines of the feed at most (a found solution and the cards dealt after it, a wrong claim …). */
const FEED_LINES = 4;
/**
 * A phone's columns: three, more as the table grows (three rows, as on a wide window), at most five
 * (cards that read); then rows enough for every card.
 */
const PHONE_COLUMNS = { least: 3, most: 5, rows: 3 } as const;
const phoneColumns = (cards: number): number =>
  Math.min(PHONE_COLUMNS.most, Math.max(PHONE_COLUMNS.least, Math.ceil(cards / PHONE_COLUMNS.rows)));
const phoneRows = (cards: number): number => Math.max(1, Math.ceil(cards / phoneColumns(cards)));

/** A table before its first view. */
const NO_CARDS: readonly string[] = [];

/**
 * A seat's wrong claim's words: what it cost, by the table's penalty. The freeze of a seat played
 * here is not written: its rings count down the time left, one time in one place.
 */
function wrongText(
  event: Extract<ClassicEventView, { kind: "wrong" }>,
  view: ClassicView,
  names: readonly string[],
  held: readonly number[],
  t: TFunction<"setClassic">,
): string {
  const words = {
    name: names[event.seat],
    what: t(`kinds.${view.kind}`),
    context: youContext(event.seat, held),
  };
  if (view.penalty === "point") return t("event.wrongPoint", words);
  if (view.penalty === "freeze" && !held.includes(event.seat)) {
    const frozenUntil = view.players[event.seat]?.frozenUntil ?? 0;
    return t("event.wrongFreeze", { ...words, time: seconds(Math.max(0, frozenUntil - event.at)) });
  }
  return t("event.wrongNone", words);
}

/** An event of the table in words, for the live feed. */
function eventItem(
  event: ClassicEventView,
  view: ClassicView,
  names: readonly string[],
  held: readonly number[],
  t: TFunction<"setClassic">,
): FeedItem {
  switch (event.kind) {
    case "found": {
      const took = view.found.find((f) => f.at === event.at && f.seat === event.seat)?.took;
      return {
        key: event.n,
        kind: "good",
        text: t("event.found", {
          name: names[event.seat],
          what: t(`kinds.${view.kind}`),
          time: seconds(took ?? 0),
          context: youContext(event.seat, held),
        }),
        testId: "event-found",
      };
    }
    case "wrong":
      return {
        key: event.n,
        kind: "bad",
        text: wrongText(event, view, names, held, t),
        testId: "event-wrong",
      };
    case "deal":
      return {
        key: event.n,
        kind: "info",
        text: t("event.deal", { count: event.cards.length }),
        testId: "event-deal",
      };
  }
}

/** A row of small cards (the last solution, a puzzle's found sets), named by their words. */
function CardRow({ cards, label, testId }: { cards: readonly string[]; label: string; testId?: string }) {
  return (
    <span
      className="classic-mini-row"
      role="img"
      aria-label={label}
      data-testid={testId}
      data-cards={cards.join(",")}
    >
      {cards.map((code) => (
        <span key={code} className="classic-mini" aria-hidden="true">
          <ClassicCard code={code} />
        </span>
      ))}
    </span>
  );
}

/**
 * Classic SET's table, as Set with Friends plays it: everyone at once; the table's cards in columns of
 * three (up to 21, a phone shows them in rows of three), the previous solution set aside in a chained
 * mode; a click, a tap or a card's key picks it, and once the mode's count is picked (3, 4 or 6) the
 * claim goes out. Beside the table: the deck, the last solution found (who, how long it took), a
 * puzzle's count of sets found and left, what just happened (a live region), the players with their
 * scores and freezes; at the end, each player's speed.
 */
export function ClassicTable({ table, views, held, names, teams, act, over }: TableProps<ClassicView>) {
  const { t } = useTranslation("setClassic");
  const keyLabels = useKeyLabels(t("layout"));
  const received = mainView(views, held);
  const gameNow = useGameNow();
  const view = useShownView(received?.view, over);
  const [active, setActive] = useState<number>(held[0] ?? -1);
  const [picked, setPicked] = useState<readonly string[]>([]);
  const { send, refusal } = useAct(act);

  // Cards that left the table (and the chain) leave the picking.
  const board = view?.board ?? NO_CARDS;
  const chain = view?.chain ?? NO_CARDS;
  const presentKey = `${board.join(",")}|${chain.join(",")}`;
  useEffect(() => {
    const present = new Set(presentKey.split(/[|,]/));
    setPicked((list) => keepPresent(list, present));
  }, [presentKey]);
  // Another seat played from here picks afresh.
  useEffect(() => setPicked([]), [active]);

  const now = received ? gameNow(received) : 0;
  const live = !!view && !view.finished;
  const frozenUntil = (seat: number) => view?.players[seat]?.frozenUntil ?? 0;
  const frozen = live && active >= 0 && frozenUntil(active) > now;
  const mayPick = live && held.length > 0 && !frozen;

  // The picking as of the last pick, so that picks quicker than a drawing (keys pressed together)
  // each see the one before.
  const pickedNow = useRef(picked);
  pickedNow.current = picked;
  const pick = useCallback(
    (card: string) => {
      if (!view || !mayPick) return;
      const result = toggleCard(pickedNow.current, card, view);
      pickedNow.current = result.picked;
      setPicked(result.picked);
      if (result.claim) void send(active, { type: "claim", cards: result.claim });
    },
    [active, mayPick, send, view],
  );

  useKeys((event) => {
    if (!view || !mayPick) return false;
    const action = keyAction(event.code, view.board.length, view.chain.length);
    if (action === null) return false;
    if (action.kind === "clear") setPicked([]);
    else if (action.kind === "place") pick(view.board[action.place] ?? "");
    else pick(view.chain[action.index] ?? "");
    return true;
  });

  useEventSounds<ClassicEventView>(view?.events, (event) =>
    event.kind === "found" ? "set" : event.kind === "wrong" && held.includes(event.seat) ? "wrong" : null,
  );
  const anyFrozen = live && view.players.some((p) => p.frozenUntil > now);
  const recentAny = live && view.events.some((e) => now - e.at < EVENT_SHOWN_MS);
  useTick(anyFrozen || recentAny, 100);

  const columns = Math.max(Math.ceil(board.length / COLUMN_CARDS), 1);
  const fit = useFitHeight<HTMLDivElement>(`${board.length}`);
  const deal = useDeal(board, DEAL_STAGGER_MS);
  const places = useMemo(() => new Map(board.map((code, place) => [code, place] as const)), [board]);
  const foundEvents = useMemo(
    () => (view?.events ?? []).map((e) => (e.kind === "found" ? { ...e, kind: "set" } : e)),
    [view?.events],
  );
  const flights = useSetFlights(foundEvents, places);
  const boardRef = useRef<HTMLDivElement>(null);

  if (!received || !view) return <p>{t("dealing")}</p>;

  const solo = view.players.length === 1;
  const you = (seat: number) => ({ name: names[seat], context: youContext(seat, held) });
  const what = t(`kinds.${view.kind}`);
  const recent = view.events.filter((e) => now - e.at < EVENT_SHOWN_MS).slice(-FEED_LINES);
  // A finished table's feed is empty: the last solution, the frame's end and its moves say how it
  // ended, and the feed would say the last set again (its clock stopped, the lines stay).
  const feed = live ? recent.map((e) => eventItem(e, view, names, held, t)) : [];
  // A wrong claim of the seat played here just now: the board shakes and its cards are marked.
  const wrongNow = recent.filter((e) => e.kind === "wrong" && e.seat === active).at(-1);
  const wrongCards = new Set(wrongNow?.cards ?? []);
  const last = view.found.at(-1) ?? null;
  const freezeOf = (seat: number) => {
    const since =
      view.events.filter((e) => e.kind === "wrong" && e.seat === seat && e.at < frozenUntil(seat)).at(-1)
        ?.at ?? null;
    return freezeLeft(frozenUntil(seat), since, now);
  };
  const freezeText = (seat: number) =>
    t("frozen", { ...you(seat), time: seconds(Math.max(0, frozenUntil(seat) - now)) });

  const card = (code: string, where: "board" | "chain", index: number) => {
    const isPicked = picked.includes(code);
    const key = where === "board" ? keyForPlace(index) : keyForChain(index);
    const label = [
      describeClassic(code, t),
      ...(where === "chain" ? [t("chainCard")] : []),
      ...(key && live ? [t("cardKey", { key: keyLabel(key, keyLabels) })] : []),
    ].join(", ");
    const dealt = where === "board" ? deal(index, code) : null;
    return (
      <button
        // A new card in a place is a new element: it deals in.
        key={`${where}-${index}-${code}`}
        type="button"
        className={`slot ${dealt?.className ?? ""} ${isPicked ? "selected" : ""} ${where === "chain" ? "chain-card" : ""} ${wrongCards.has(code) ? "wrong-card" : ""}`}
        style={dealt?.style}
        data-testid={`card-${code}`}
        data-slot={where === "board" ? index : undefined}
        data-chain={where === "chain" ? index : undefined}
        data-card={code}
        aria-pressed={isPicked}
        disabled={!mayPick}
        onClick={() => pick(code)}
      >
        {/* The button is named by its words; the face (its colour's letter, its key) is drawn for the
            eye only, so the name never has to match the letters drawn. */}
        <span className="visually-hidden">{label}</span>
        <span className="slot-face" aria-hidden="true">
          <ClassicCard code={code} />
        </span>
        {key && live && (
          <span className="key-hint" aria-hidden="true">
            {keyLabel(key, keyLabels)}
          </span>
        )}
        {isPicked && (
          <span className="pick-badge" aria-hidden="true">
            <Icon name="check" />
          </span>
        )}
      </button>
    );
  };

  const style = {
    "--cols": columns,
    "--rows": COLUMN_CARDS,
    "--phone-cols": phoneColumns(view.board.length),
    "--phone-rows": phoneRows(view.board.length),
  } as CSSProperties;

  return (
    <div
      className="set-grid-table classic-table"
      data-mode={view.mode}
      data-finished={view.finished ? "true" : undefined}
    >
      <div className="table-bar">
        <span className="classic-mode" data-testid="mode">
          {t(`modes.${view.mode}`)}
        </span>
        <span data-testid="deck-count">{t("deck", { count: view.deck })}</span>
        {live && (
          <span data-testid="picked" aria-live="polite">
            {t("picked", { picked: picked.length, size: view.claimSize })}
          </span>
        )}
      </div>
      {/* A solo practice's stopwatch while it runs (its result goes with the speed at the end). */}
      {solo && live && <PracticeResult view={view} tableId={table} />}
      <SeatSwitch held={held} active={active} names={names} onChange={setActive} />
      <div className={`grid-scroll ${frozen ? "classic-frozen" : ""}`} ref={boardRef}>
        {view.chain.length > 0 && (
          <div
            className="classic-chain"
            role="group"
            aria-label={t("chain", { count: view.chainReuse })}
            data-testid="chain"
          >
            <span className="classic-chain-words" aria-hidden="true">
              {t("chain", { count: view.chainReuse })}
            </span>
            <div className="classic-chain-cards">{view.chain.map((code, i) => card(code, "chain", i))}</div>
          </div>
        )}
        <div
          ref={fit}
          className={`grid classic-grid ${wrongNow ? "classic-wrong" : ""}`}
          role="group"
          aria-label={t("board", { what })}
          data-testid="classic-board"
          data-claim-size={view.claimSize}
          style={style}
        >
          {view.board.map((code, place) => card(code, "board", place))}
        </div>
        {frozen && (
          <div className="classic-freeze" data-testid="board-freeze">
            <FreezeRing left={freezeOf(active)} text={freezeText(active)} />
          </div>
        )}
        <SetFlights
          flights={flights}
          board={boardRef}
          target={(seat) => document.querySelector(`.classic-table [data-testid="score-${seat}"]`)}
          Face={ClassicCard}
        />
      </div>
      {live && held.length > 0 && (
        <div className="actions">
          <button
            type="button"
            data-testid="clear-pick"
            disabled={picked.length === 0}
            onClick={() => setPicked([])}
          >
            {t("clear")} <kbd>{t("keyEscape")}</kbd>
          </button>
        </div>
      )}
      <section className="classic-last" aria-labelledby={`${table}-last`} data-testid="last-solution">
        <h2 id={`${table}-last`}>{t("last.title")}</h2>
        {last ? (
          <>
            <CardRow
              cards={last.cards}
              label={last.cards.map((c) => describeClassic(c, t)).join("; ")}
              testId="last-cards"
            />
            <p data-testid="last-by">{t("last.by", { ...you(last.seat), time: seconds(last.took) })}</p>
          </>
        ) : (
          <p>{t("last.none", { what })}</p>
        )}
      </section>
      {view.puzzle && (
        <section className="classic-puzzle" aria-labelledby={`${table}-puzzle`} data-testid="puzzle">
          <h2 id={`${table}-puzzle`} data-testid="puzzle-count">
            {t("puzzle.count", { found: view.puzzle.found.length, total: view.puzzle.total })}
          </h2>
          <p data-testid="puzzle-left">
            {t("puzzle.left", { count: view.puzzle.total - view.puzzle.found.length })}
          </p>
          <ul className="classic-puzzle-found">
            {view.puzzle.found.map((cards) => (
              <li key={cards.join(",")}>
                <CardRow cards={cards} label={cards.map((c) => describeClassic(c, t)).join("; ")} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <Feedback refusal={refusal}>
        <EventFeed label={t("events")} testId="events" items={feed} />
      </Feedback>
      <PlayersStrip names={names} teams={teams} label={t("players")}>
        {(seat) => {
          const player = view.players[seat];
          if (!player) return null;
          const isFrozen = live && player.frozenUntil > now;
          return (
            <>
              <span
                className="score"
                data-testid={`score-${seat}`}
                aria-label={t("score", { count: player.score })}
              >
                {player.score}
              </span>
              <span data-testid={`found-${seat}`}>{t("foundCount", { count: player.found })}</span>
              {player.wrong > 0 && (
                <span data-testid={`wrong-${seat}`}>{t("wrongCount", { count: player.wrong })}</span>
              )}
              {isFrozen && (
                <FreezeRing left={freezeOf(seat)} text={freezeText(seat)} testId={`freeze-${seat}`} />
              )}
            </>
          );
        }}
      </PlayersStrip>
      {view.finished && (
        <section className="classic-end" aria-labelledby={`${table}-speed`} data-testid="speed">
          <h2 id={`${table}-speed`}>{t("end.title")}</h2>
          {solo && <PracticeResult view={view} tableId={table} />}
          <SpeedTable view={view} names={names} />
        </section>
      )}
      <p className="key-help">
        {view.chainReuse > 0
          ? t("help.chain", { size: view.claimSize, what, count: view.chainReuse })
          : t("help.plain", { size: view.claimSize, what })}
      </p>
    </div>
  );
}
