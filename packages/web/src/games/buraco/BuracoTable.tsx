import type { BuracoAction, BuracoView, HandScore, MeldView } from "@parlor/engine/buraco";
import { cardOf } from "@parlor/engine/buraco";
import { useCallback, useMemo, useState } from "react";
import { SheetTable } from "../../table/EndScreen";
import { Feedback } from "../../table/feedback";
import { PlayersStrip, seatName } from "../../table/players";
import { useLegal } from "../../table/rules";
import type { TableProps } from "../../table/types";
import { useAct } from "../../table/useAct";
import { useKeys } from "../../table/useKeys";
import { BuracoCard } from "./BuracoCard";
import { cardName, cardsNamed } from "./cards";
import { legalParts } from "./legal";
import "./buraco.css";

/** The seat this page plays from: the one whose turn it is among the seats it holds, else its first. */
function playingSeat(views: TableProps<BuracoView>["views"], held: readonly number[]): number | null {
  for (const seat of held) if (views.get(seat)?.view.turn === seat) return seat;
  return held[0] ?? null;
}

/** The lines of a hand's score, in the order the rules list them (`scoreHand`'s fields). */
const SCORE_LINES: readonly { key: keyof HandScore; label: string }[] = [
  { key: "cards", label: "Cards melded" },
  { key: "canastas", label: "Canastas" },
  { key: "redThrees", label: "Red threes" },
  { key: "goingOut", label: "Going out" },
  { key: "morto", label: "Morto not taken" },
  { key: "hand", label: "Cards left in hand" },
  { key: "total", label: "Total" },
];

/** A meld's status in words, so it reads without its border's colour. */
function meldStatus(meld: MeldView): string {
  const kind = meld.kind === "run" ? "run" : "group";
  if (meld.canasta === "natural") return `natural canasta (${kind})`;
  if (meld.canasta === "mixed") return `mixed canasta (${kind})`;
  return `${kind} of ${meld.cards.length}`;
}

/** A morto's fate in words: waiting face down, taken by the side (directly or not), turned into the stock. */
function mortoWords(morto: BuracoView["mortos"][number], side: string): string {
  if (morto.fate === "waiting") return `morto: ${morto.count} cards face down`;
  if (morto.fate === "stock") return "morto: became the stock";
  const how = morto.how === null ? "" : ` (${morto.how === "direct" ? "direct" : "indirect"})`;
  return `morto: taken by ${side}${how}`;
}

/** "1 meld", "3 melds". */
const counted = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? "" : "s"}`;

/**
 * A Buraco table: the players by side with their hand counts and each side's total; the discard
 * pile's top card (locked by a black three) and its size, the stock and the mortos; each side's melds
 * in the order laid with their canasta status (natural or mixed: a border and the words) and its red
 * threes; the hand sorted, its cards selectable (click, tap, or ←/→ and Space; Enter acts); the turn
 * step by step (draw or take the pile, meld, add to a meld by clicking it, discard); the last hand's
 * result and the score sheet. The engine's `legal` (a canonical subset) lights the cards and melds that
 * take part in a legal move and enables the buttons; the move sent is what the player selected, and the
 * server's refusal is shown when the rules refuse it.
 */
export function BuracoTable({ views, held, seats, teams, act }: TableProps<BuracoView>) {
  const playing = playingSeat(views, held);
  const received = views.get(playing) ?? views.get(null) ?? views.values().next().value ?? null;
  const view = received?.view ?? null;
  const legal = useLegal<BuracoAction>(received);
  const { send, busy, refusal } = useAct(act);
  const [selected, setSelected] = useState<readonly string[]>([]);

  const hand = useMemo(() => view?.cards ?? [], [view]);
  // A selection keeps only cards still in the hand (a move sent, a view received).
  const chosen = useMemo(() => selected.filter((card) => hand.includes(card)), [selected, hand]);
  const parts = useMemo(() => legalParts(legal ?? [], chosen), [legal, chosen]);
  const { meldFaces, meldTargets } = parts;

  const sendMove = useCallback(
    (action: BuracoAction) => {
      if (playing === null || busy) return;
      void send(playing, action).then((accepted) => accepted && setSelected([]));
    },
    [busy, playing, send],
  );

  const myTurn = view !== null && playing !== null && view.turn === playing && !view.finished;
  const drawing = myTurn && view?.step === "draw";
  const melding = myTurn && view?.step === "meld-discard";
  const canDraw = drawing && parts.canDraw;
  const canTakePile = drawing && parts.canTakePile;
  const canMeld = melding && parts.canMeld;
  const canAdd = melding && parts.canAdd;
  const discardCard = melding ? (parts.discard ?? undefined) : undefined;
  const canDiscard = discardCard !== undefined;

  const takePile = (meld?: number) =>
    sendMove(
      meld === undefined
        ? { type: "take-pile", meld: { cards: [...chosen] } }
        : { type: "take-pile", add: { meld, cards: [...chosen] } },
    );

  /** What Enter does: draw (or take the pile with a selection), meld three or more, discard one. */
  const primary = () => {
    if (drawing) {
      if (chosen.length > 0 && canTakePile) takePile();
      else if (canDraw) sendMove({ type: "draw" });
    } else if (melding) {
      if (canDiscard && discardCard !== undefined) sendMove({ type: "discard", card: discardCard });
      else if (canMeld) sendMove({ type: "meld", cards: [...chosen] });
    }
  };

  // ←/→ move between the hand's cards; Space selects the focused one (the button's own key); Enter acts.
  useKeys((event) => {
    if (event.key === "Enter") {
      if (!myTurn || !document.activeElement?.closest("[data-testid=buraco-hand]")) return false;
      primary();
      return true;
    }
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return false;
    const buttons = [...document.querySelectorAll<HTMLButtonElement>("[data-testid=buraco-hand] button")];
    if (buttons.length === 0) return false;
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const step = event.key === "ArrowRight" ? 1 : -1;
    buttons[(at + step + buttons.length) % buttons.length]?.focus();
    return true;
  });

  if (!view) return <p>Waiting for the table…</p>;
  const names = Array.from({ length: view.seats }, (_, seat) => seatName(seat, seats, held));
  const sideTeams = teams && teams.length > 0 ? teams : view.teams;
  const sideName = (side: number) => (sideTeams[side] ?? []).map((seat) => names[seat]).join(" and ");
  const toggle = (card: string) =>
    setSelected((now) => (now.includes(card) ? now.filter((c) => c !== card) : [...now, card]));

  return (
    <div
      className="buraco-table"
      data-testid="buraco-table"
      data-step={view.step}
      data-my-turn={myTurn}
      data-finished={view.finished}
    >
      <p className="buraco-banner" data-testid="buraco-banner">
        Hand {view.hand}, first to {view.options.target}.{" "}
        {view.finished
          ? "The match is over."
          : view.turn === null
            ? ""
            : myTurn
              ? drawing
                ? "Your turn: draw from the stock or take the pile."
                : "Your turn: meld if you like, then discard one card."
              : `${names[view.turn]} to play.`}
      </p>

      <PlayersStrip
        names={names}
        teams={sideTeams}
        current={view.turn}
        className={(seat) => (seat === view.turn ? "turn" : "")}
      >
        {(seat) => (
          <span data-testid={`hand-count-${seat}`}>{counted(view.handCounts[seat] ?? 0, "card")}</span>
        )}
      </PlayersStrip>

      <ul className="buraco-sides" aria-label="Sides" data-testid="sides">
        {view.totals.map((total, side) => (
          <li key={side} data-testid={`side-${side}`}>
            <strong>{sideName(side)}</strong>: <span data-testid={`side-total-${side}`}>{total}</span> points
            {view.mortos[side] && (
              <span className="buraco-morto" data-testid={`morto-${side}`}>
                {" "}
                · {mortoWords(view.mortos[side], sideName(side))}
              </span>
            )}
          </li>
        ))}
      </ul>

      <section className="buraco-centre" aria-label="Stock and pile">
        <div className="buraco-stock" data-testid="stock">
          <span className="buraco-back" aria-hidden="true" />
          <span>
            Stock: <span data-testid="stock-count">{view.stockCount}</span>
          </span>
        </div>
        <div
          className={`buraco-pile${view.pileLocked ? " locked" : ""}`}
          data-testid="pile"
          data-locked={view.pileLocked}
        >
          <div data-testid="pile-top">
            {view.pileTop ? <BuracoCard code={view.pileTop} /> : <span className="buraco-empty">empty</span>}
          </div>
          <span>
            Pile: <span data-testid="pile-count">{view.pileCount}</span>
            {view.pileLocked && <strong> · locked by a black three</strong>}
          </span>
        </div>
      </section>

      {myTurn && (
        <section className="buraco-panel" aria-label="Your turn" data-testid="turn-panel">
          {drawing ? (
            <>
              <button disabled={busy || !canDraw} onClick={() => sendMove({ type: "draw" })}>
                Draw from the stock
              </button>
              <button disabled={busy || !canTakePile || chosen.length === 0} onClick={() => takePile()}>
                Take the pile{view.pileTop ? ` (${cardName(view.pileTop)} with the selected cards)` : ""}
              </button>
              <p>
                To take the pile, select the hand cards that meld with its top card, or click one of your
                side's melds to lay the top card on it (with any cards you selected).
              </p>
            </>
          ) : (
            <>
              <button
                disabled={busy || !canMeld}
                onClick={() => sendMove({ type: "meld", cards: [...chosen] })}
              >
                Meld the selected cards
              </button>
              <button
                disabled={busy || !canDiscard}
                onClick={() => discardCard !== undefined && sendMove({ type: "discard", card: discardCard })}
              >
                Discard the selected card{discardCard ? ` (${cardName(discardCard)})` : ""}
              </button>
              <p>Select cards, then meld them, or click one of your side's melds to add them to it.</p>
            </>
          )}
        </section>
      )}

      {view.melds.map((melds, side) => {
        const ours = side === view.side;
        return (
          <section
            key={side}
            className="buraco-panel buraco-melds"
            aria-label={`${sideName(side)}'s melds`}
            data-testid={`melds-${side}`}
          >
            <p>
              {sideName(side)}: {melds.length === 0 ? "no meld yet" : counted(melds.length, "meld")}
              {(view.redThrees[side]?.length ?? 0) > 0 && <>; red threes laid:</>}
            </p>
            {(view.redThrees[side]?.length ?? 0) > 0 && (
              <div className="buraco-row" data-testid={`red-threes-${side}`}>
                {view.redThrees[side]?.map((card) => (
                  <BuracoCard key={card} code={card} />
                ))}
              </div>
            )}
            <ol className="buraco-meld-list">
              {melds.map((meld, index) => {
                const target = ours && meldTargets.has(index);
                const canUse = ours && (drawing ? canTakePile : melding && chosen.length > 0);
                const label = `${meldStatus(meld)}: ${cardsNamed(meld.cards)}`;
                const body = (
                  <>
                    <span className="buraco-status">{meldStatus(meld)}</span>
                    <span className="buraco-row">
                      {meld.cards.map((card) => (
                        <BuracoCard key={card} code={card} />
                      ))}
                    </span>
                  </>
                );
                return (
                  <li
                    key={index}
                    className={`buraco-meld canasta-${meld.canasta ?? "none"}${target ? " legal" : ""}`}
                    data-testid={`meld-${side}-${index}`}
                    data-canasta={meld.canasta ?? "none"}
                  >
                    {ours && myTurn ? (
                      <button
                        className="buraco-meld-button"
                        aria-label={`${drawing ? "Take the pile onto" : "Add to"} this meld: ${label}`}
                        aria-disabled={!canUse || busy}
                        data-legal={target}
                        onClick={() => {
                          if (!canUse || busy) return;
                          if (drawing) takePile(index);
                          else sendMove({ type: "add", meld: index, cards: [...chosen] });
                        }}
                      >
                        {body}
                      </button>
                    ) : (
                      <div aria-label={label}>{body}</div>
                    )}
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}

      {view.cards !== null && (
        <section className="buraco-panel" aria-label="Your hand">
          <ul className="buraco-hand" data-testid="buraco-hand">
            {hand.map((card) => {
              const lit = myTurn && meldFaces.has(cardOf(card));
              const picked = chosen.includes(card);
              return (
                <li key={card}>
                  <button
                    className={`card-button${lit ? " legal" : ""}${picked ? " chosen" : ""}`}
                    data-id={card}
                    data-legal={lit}
                    aria-pressed={picked}
                    onClick={() => toggle(card)}
                  >
                    <BuracoCard code={card} />
                  </button>
                </li>
              );
            })}
          </ul>
          <p className="key-help">
            {myTurn
              ? `Select cards (click, tap, or ← → and Space); ${chosen.length} selected. Enter acts: draws, takes the pile, melds or discards. Lit cards take part in a possible meld.`
              : "Wait for your turn; you may select cards meanwhile."}
          </p>
          {canAdd && (
            <p className="key-help">Click a lit meld of your side to add the selected cards to it.</p>
          )}
        </section>
      )}

      {view.lastResult && (
        <table className="buraco-sheet" data-testid="last-hand">
          <caption>
            Hand {view.lastResult.hand}
            {view.lastResult.wentOut === null
              ? ": the stock ran out"
              : `: ${sideName(view.lastResult.wentOut)} went out`}
          </caption>
          <thead>
            <tr>
              <th scope="col" />
              {view.lastResult.sides.map((_, side) => (
                <th key={side} scope="col">
                  {sideName(side)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SCORE_LINES.map(({ key, label }) => (
              <tr key={key}>
                <th scope="row">{label}</th>
                {view.lastResult?.sides.map((score, side) => (
                  <td key={side}>{score[key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {view.sheet.length > 0 && (
        <SheetTable deals={view.sheet} names={names} teams={sideTeams} label="Hand" testId="buraco-sheet" />
      )}

      <Feedback refusal={refusal} />
    </div>
  );
}
