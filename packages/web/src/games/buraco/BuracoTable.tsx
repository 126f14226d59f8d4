import type { BuracoAction, BuracoView } from "@parlor/engine/buraco";
import { useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Feedback } from "../../table/feedback";
import { useLegal } from "../../table/rules";
import { type TableProps, useShownView } from "../../table/types";
import { useFitHeight } from "../fit";
import { cardName, listed } from "./cards";
import { Centre } from "./Centre";
import type { Dragged } from "./drag";
import { Hand } from "./Hand";
import { HandResult, Totals } from "./HandResult";
import { hintedPlaces } from "./hinted";
import { arrangeHand, moveCard, nudgeCard } from "./handOrder";
import { legalParts } from "./legal";
import { NewMeld, SideMelds, type MeldWhy } from "./Melds";
import {
  addProblem,
  discardProblem,
  meldProblem,
  meldUse,
  pileProblem,
  refusalKey,
  type Problem,
  type Selection,
} from "./problems";
import { TableRing } from "./Seats";
import { useKeptOrder } from "./useKeptOrder";
import { useMoves } from "./useMoves";
import "./buraco.css";

/** The seat this page plays from: the one whose turn it is among the seats it holds, else its first. */
function playingSeat(views: TableProps<BuracoView>["views"], held: readonly number[]): number | null {
  for (const seat of held) if (views.get(seat)?.view.turn === seat) return seat;
  return held[0] ?? null;
}

/** Who took each side's morto, by the latest events (null when the table's recent events do not say). */
function mortoTakers(view: BuracoView, names: readonly string[]): (string | null)[] {
  return view.mortos.map((_, side) => {
    const taken = [...view.events]
      .reverse()
      .find((event) => event.kind === "morto" && (view.teams[side] ?? []).includes(event.seat));
    return taken?.kind === "morto" ? (names[taken.seat] ?? null) : null;
  });
}

/**
 * A Buraco table, laid out like one within the window: the scores on top; the other side's melds; the
 * others around the middle (your partner across at 4 players, with every hand's size), the stock
 * (monte), the discard pile (lixo) and both mortos in the middle; your side's melds; then, docked at the
 * bottom, your hand in the order you keep (sorted by suit and rank until you move cards: drag, or
 * Shift+←/→), cards selected by click, tap or Space, and the turn's moves as buttons and drags: draw
 * (with the stock empty, end the hand instead), take the pile only with its top card in a meld (a new
 * one with the selection, or a meld of yours: lit when it may be taken onto it now), meld, add (click
 * or drop on a meld), discard (button, Enter, or drop on the pile). Only moves the engine's `legal` and its meld rules allow are offered; any other
 * says why not, in words, beside it, and so does a refusal from the server. Then the last deal's score
 * line by line and the score sheet. The move a hint shows (`hinted`) is marked where it would be made:
 * the stock, the pile, the hand cards it uses, the meld it goes onto.
 */
export function BuracoTable({ table, views, held, names, teams, act, over, hinted }: TableProps<BuracoView>) {
  const { t, i18n } = useTranslation("buraco");
  const playing = playingSeat(views, held);
  const received = views.get(playing) ?? views.get(null) ?? views.values().next().value ?? null;
  const view = useShownView(received?.view ?? null, over) ?? null;
  const legalMoves = useLegal<BuracoAction>(received);
  const { send, busy, refusal, refusalCode } = useMoves(act);
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [notice, setNotice] = useState<Problem | null>(null);
  const [kept, keep] = useKeptOrder(table, playing, view?.hand ?? 0);
  // The room from the play's top to the window's bottom (`--fit-h`), measured once the table is drawn.
  const play = useFitHeight<HTMLDivElement>(view === null ? "waiting" : "playing");

  const hand = useMemo(() => view?.cards ?? [], [view]);
  const order = useMemo(() => arrangeHand(kept, hand), [kept, hand]);
  // A selection keeps only cards still in the hand (a move sent, a view received).
  const chosen = useMemo(() => selected.filter((card) => hand.includes(card)), [selected, hand]);
  const legal = useMemo(() => legalMoves ?? [], [legalMoves]);
  const parts = useMemo(() => legalParts(legal, chosen), [legal, chosen]);
  // Where the hint shown now would be played: the hand cards it names, the meld, the stock or pile.
  const hint = useMemo(() => hintedPlaces(hinted, hand), [hinted, hand]);

  if (!view) return <p>{t("waiting")}</p>;

  const myTurn = playing !== null && view.turn === playing && !view.finished && legalMoves !== null;
  const drawing = myTurn && view.step === "draw";
  const melding = myTurn && view.step === "meld-discard";
  const side = view.side;
  const sideTeams = teams && teams.length > 0 ? teams : view.teams;
  const sideNames = sideTeams.map((team) =>
    listed(
      team.map((seat) => names[seat] ?? ""),
      i18n.language,
    ),
  );
  const selection: Selection = { view, legal, chosen };
  const problemText = (problem: Problem | null) =>
    problem === null ? null : t(`problem.${problem.key}`, problem.values ?? {});

  /** Sends the move, or says why not when `problem` is set; a move accepted clears the selection. */
  const attempt = (problem: Problem | null, action: BuracoAction) => {
    if (playing === null || busy) return;
    if (problem !== null) {
      setNotice(problem);
      return;
    }
    setNotice(null);
    void send(playing, action).then((accepted) => accepted && setSelected([]));
  };
  const draw = () => attempt(parts.canDraw ? null : { key: "cannotDraw" }, { type: "draw" });
  const takePile = (index?: number, cards: readonly string[] = chosen) =>
    attempt(
      pileProblem({ ...selection, chosen: cards }, index),
      index === undefined
        ? { type: "take-pile", meld: { cards: [...cards] } }
        : { type: "take-pile", add: { meld: index, cards: [...cards] } },
    );
  const meld = (cards: readonly string[] = chosen) =>
    attempt(meldProblem({ ...selection, chosen: cards }), { type: "meld", cards: [...cards] });
  const add = (index: number, cards: readonly string[] = chosen) =>
    attempt(addProblem({ ...selection, chosen: cards }, index), {
      type: "add",
      meld: index,
      cards: [...cards],
    });
  const discard = (cards: readonly string[] = chosen) => {
    const one = legalParts(legal, cards).discard;
    attempt(discardProblem({ ...selection, chosen: cards }, one), {
      type: "discard",
      card: one ?? cards[0] ?? "",
    });
  };

  /** Enter in the hand: draw (or take the pile with a selection), meld three or more, discard one. */
  const primary = () => {
    if (drawing) {
      if (chosen.length > 0) takePile();
      else draw();
    } else if (melding) {
      if (chosen.length === 1) discard();
      else meld();
    } else setNotice({ key: view.finished ? "over" : "notYourTurn" });
  };

  /** A drop on one of your side's melds: the pile's top card (with the selection) or hand cards. */
  const dropOnMeld = (index: number, dragged?: Dragged) => {
    if (dragged?.from === "pile") takePile(index);
    else if (drawing) takePile(index, dragged?.cards ?? chosen);
    else if (melding) add(index, dragged?.cards ?? chosen);
  };
  const dropOnNewMeld = (dragged: Dragged) => {
    if (dragged.from === "pile") takePile();
    else if (melding) meld(dragged.cards);
    else setNotice({ key: "drawFirst" });
  };
  const dropOnPile = (dragged: Dragged) => {
    if (dragged.from === "hand") discard(dragged.cards);
  };

  // Your side's melds on your turn: each lit and offered exactly when the move onto it is legal now,
  // else why not (shown beside it when the cards fit it all the same).
  const whyOf = (index: number): MeldWhy | null => {
    if (!myTurn) return null;
    const { problem, fits } = meldUse(selection, view.step, index);
    return problem === null ? null : { text: problemText(problem) ?? "", fits };
  };

  const pileWhy = drawing ? pileProblem(selection) : null;
  const meldWhy = melding ? meldProblem(selection) : null;
  const discardWhy = melding ? discardProblem(selection, parts.discard) : null;
  const refusalText =
    notice !== null
      ? problemText(notice)
      : refusal === null
        ? null
        : refusalCode !== null && refusalKey(refusalCode) !== null
          ? t(refusalKey(refusalCode) as string)
          : refusal;

  // Over: who won, when the rules say (a match ended early by resignations names no winner here; the
  // end screen above says how it ended). Never whose turn it was.
  const winners = sideNames.filter((_, s) =>
    (view.teams[s] ?? []).some((seat) => view.winners?.includes(seat)),
  );
  const banner = view.finished
    ? winners.length > 0
      ? t("banner.over", { winners: listed(winners, i18n.language) })
      : t("banner.ended")
    : view.turn === null
      ? ""
      : drawing
        ? t(view.stockCount > 0 ? "banner.draw" : "banner.drawEmpty")
        : melding
          ? t("banner.meld")
          : t("banner.other", { name: names[view.turn] ?? "" });

  /** One side's melds: yours (or side 0's, for a spectator) below the table, the other side's above it. */
  const sideMelds = (s: number) => {
    const melds = view.melds[s] ?? [];
    return (
      <SideMelds
        key={s}
        side={s}
        name={sideNames[s] ?? ""}
        ours={s === side}
        melds={melds}
        redThrees={view.redThrees[s] ?? []}
        use={s === side && myTurn ? (drawing ? "pile" : "add") : null}
        whyOf={whyOf}
        hinted={s === side ? hint.meld : null}
        onUse={dropOnMeld}
        newMeld={
          // No pile to take (as at the start of each hand): no place to drop its top card.
          s === side && myTurn && !(drawing && view.pileTop === null) ? (
            <NewMeld
              label={t(drawing ? "melds.dropPileHere" : "melds.dropHere")}
              legal={drawing ? pileWhy === null : meldWhy === null}
              onDrop={dropOnNewMeld}
            />
          ) : undefined
        }
      />
    );
  };
  const below = side ?? 0;

  const toggle = (card: string) => {
    setNotice(null);
    setSelected((now) => (now.includes(card) ? now.filter((c) => c !== card) : [...now, card]));
  };

  return (
    <div
      className="buraco-table"
      data-testid="buraco-table"
      data-step={view.step}
      data-my-turn={myTurn}
      data-finished={view.finished}
      data-busy={busy}
    >
      {/* What play needs, within the window: the scores, both sides' melds, the middle, your hand. */}
      <div className="buraco-play" ref={play}>
        <Totals view={view} sideNames={sideNames} />

        {sideMelds(1 - below)}

        <TableRing view={view} names={names} me={playing ?? 0}>
          <Centre
            view={view}
            sideNames={sideNames}
            takers={mortoTakers(view, names)}
            draggable={drawing && pileWhy?.key !== "pileLocked"}
            onDropOnPile={melding ? dropOnPile : null}
            hinted={hint}
          />
        </TableRing>

        {sideMelds(below)}

        <div className="buraco-dock">
          {/* On a phone the step is plain from the moves offered and the seat marked to play: read out, not shown. */}
          <p className="buraco-banner phone-visually-hidden" data-testid="buraco-banner" aria-live="polite">
            {banner}
          </p>
          {view.cards !== null && (
            <section className="buraco-your-hand" aria-label={t("hand.yours")}>
              {myTurn && (
                <div
                  className="buraco-actions"
                  data-testid="turn-panel"
                  role="group"
                  aria-label={t("actions.label")}
                >
                  {drawing ? (
                    <>
                      <ActionButton
                        problem={parts.canDraw ? null : t("problem.cannotDraw")}
                        onClick={draw}
                        busy={busy}
                        testId="draw"
                      >
                        {t(view.stockCount > 0 ? "actions.draw" : "actions.endHand")}
                      </ActionButton>
                      <ActionButton
                        problem={problemText(pileWhy)}
                        onClick={() => takePile()}
                        busy={busy}
                        testId="take-pile"
                      >
                        {view.pileTop
                          ? t("actions.takePile", { card: cardName(view.pileTop, t) })
                          : t("actions.takePileEmpty")}
                      </ActionButton>
                    </>
                  ) : (
                    <>
                      <ActionButton
                        problem={problemText(meldWhy)}
                        onClick={() => meld()}
                        busy={busy}
                        testId="meld"
                      >
                        {t("actions.meld", { count: chosen.length })}
                      </ActionButton>
                      <ActionButton
                        problem={problemText(discardWhy)}
                        onClick={() => discard()}
                        busy={busy}
                        testId="discard"
                      >
                        {parts.discard
                          ? t("actions.discardCard", { card: cardName(parts.discard, t) })
                          : t("actions.discard")}
                      </ActionButton>
                    </>
                  )}
                </div>
              )}
              <Hand
                cards={order}
                chosen={chosen}
                lit={myTurn ? parts.meldFaces : new Set()}
                hinted={hint.cards}
                onToggle={toggle}
                onMove={(card, to) => keep(moveCard(order, card, to))}
                onNudge={(card, step) => keep(nudgeCard(order, card, step))}
                onPrimary={primary}
                onClear={() => setSelected([])}
              />
              <div className="buraco-hand-tools">
                <button
                  type="button"
                  onClick={() => keep([])}
                  disabled={kept.length === 0}
                  data-testid="sort-hand"
                >
                  {t("hand.sort")}
                </button>
                {chosen.length === 1 && (
                  <>
                    <button
                      type="button"
                      onClick={() => keep(nudgeCard(order, chosen[0] as string, -1))}
                      data-testid="move-left"
                      aria-label={t("hand.moveLeftLabel")}
                    >
                      {t("hand.moveLeft")}
                    </button>
                    <button
                      type="button"
                      onClick={() => keep(nudgeCard(order, chosen[0] as string, 1))}
                      data-testid="move-right"
                      aria-label={t("hand.moveRightLabel")}
                    >
                      {t("hand.moveRight")}
                    </button>
                  </>
                )}
                {chosen.length > 0 && (
                  <button type="button" onClick={() => setSelected([])} data-testid="clear-selection">
                    {t("hand.clear", { count: chosen.length })}
                  </button>
                )}
              </div>
            </section>
          )}
          <Feedback refusal={refusalText} />
        </div>
      </div>

      {view.cards !== null && (
        <p className="key-help">
          {myTurn
            ? t(drawing ? (view.pileTop === null ? "help.drawOnly" : "help.draw") : "help.meld")
            : t("help.wait")}{" "}
          {t("help.keys")}
        </p>
      )}

      <HandResult view={view} sideNames={sideNames} names={names} />
    </div>
  );
}

/**
 * A move's button: offered (lit) when the move is legal now; otherwise marked unavailable
 * (`aria-disabled`, still focusable) with the reason beside it, and a press says why.
 */
function ActionButton({
  problem,
  busy,
  onClick,
  testId,
  children,
}: {
  problem: string | null;
  busy: boolean;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  const why = problem === null ? undefined : `why-${testId}`;
  return (
    <span className="buraco-action">
      <button
        type="button"
        className={problem === null ? "legal" : undefined}
        aria-disabled={problem !== null || busy}
        aria-describedby={why}
        data-testid={testId}
        onClick={onClick}
      >
        {children}
      </button>
      {why && (
        <span id={why} className="buraco-why">
          {problem}
        </span>
      )}
    </span>
  );
}
