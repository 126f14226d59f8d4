import type { TarotAction, TarotView } from "@parlor/engine/tarot";
import { useCallback, useMemo, useState } from "react";
import { SheetTable } from "../../table/EndScreen";
import { Feedback } from "../../table/feedback";
import { PlayerChip, PlayersStrip, seatName } from "../../table/players";
import { useLegal } from "../../table/rules";
import type { TableProps } from "../../table/types";
import { useAct } from "../../table/useAct";
import { useKeys } from "../../table/useKeys";
import { inWords } from "../../words";
import { cardName } from "./cards";
import { TarotCard } from "./TarotCard";
import "./tarot.css";

/** The contracts and the bidding's words as players say them. */
const BID_WORDS: Readonly<Record<string, string>> = {
  pass: "Pass",
  prise: "Prise",
  garde: "Garde",
  "garde-sans": "Garde sans",
  "garde-contre": "Garde contre",
};

const POIGNEE_WORDS: Readonly<Record<string, string>> = {
  single: "single",
  double: "double",
  triple: "triple",
};

/** What the taker may not discard, in words (the rules say it; the engine refuses the rest). */
const DISCARD_RULE =
  "Kings and oudlers (21, the Petit, the Excuse) may not be discarded; trumps only when nothing else is possible, and a discarded trump is shown to all.";

type Move<K extends TarotAction["type"]> = Extract<TarotAction, { type: K }>;

function movesOf<K extends TarotAction["type"]>(legal: readonly TarotAction[], type: K): Move<K>[] {
  return legal.filter((move): move is Move<K> => move.type === type);
}

/** The seat this page plays from: the one whose turn it is among the seats it holds, else its first. */
function playingSeat(views: TableProps<TarotView>["views"], held: readonly number[]): number | null {
  for (const seat of held) if (views.get(seat)?.view.turn === seat) return seat;
  return held[0] ?? null;
}

/** One trick as cards laid by their players. */
function TrickCards({
  cards,
  names,
  testId,
}: {
  cards: readonly { seat: number; card: string }[];
  names: readonly string[];
  testId: string;
}) {
  return (
    <ol className="tarot-trick" data-testid={testId}>
      {cards.map(({ seat, card }) => (
        <li key={card} data-seat={seat}>
          <TarotCard code={card} />
          <PlayerChip seat={seat} name={names[seat] ?? ""} />
        </li>
      ))}
    </ol>
  );
}

/**
 * A French Tarot table: the contract banner, the bidding, the 5-player call, the dog and the
 * discard, the chelem, poignées, the trick with each card by its player and the previous trick, the
 * hand sorted with the legal cards lit (the engine's `legal` of this seat's view), and the score sheet.
 * Cards are played by click, tap or keyboard (←/→ move between the hand's cards, Enter plays).
 */
export function TarotTable({ views, held, seats, teams, act }: TableProps<TarotView>) {
  const playing = playingSeat(views, held);
  const received = views.get(playing) ?? views.get(null) ?? views.values().next().value ?? null;
  const view = received?.view ?? null;
  const legal = useLegal<TarotAction>(received);
  const { send, busy, refusal } = useAct(act);
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [showPrevious, setShowPrevious] = useState(false);

  const moves = useMemo(() => legal ?? [], [legal]);
  const plays = useMemo(() => new Set(movesOf(moves, "play").map((m) => m.card)), [moves]);
  const discards = movesOf(moves, "discard");
  const discardable = useMemo(() => new Set(discards.flatMap((m) => m.cards)), [discards]);
  const discardSize = discards[0]?.cards.length ?? view?.dogCount ?? 0;

  const sendMove = useCallback(
    (action: TarotAction) => {
      if (playing === null || busy) return;
      void send(playing, action).then((accepted) => accepted && setChosen([]));
    },
    [busy, playing, send],
  );

  // ←/→ move between the hand's cards; Enter or Space plays the focused one (native buttons).
  useKeys((event) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return false;
    const buttons = [...document.querySelectorAll<HTMLButtonElement>("[data-testid=tarot-hand] button")];
    if (buttons.length === 0) return false;
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const step = event.key === "ArrowRight" ? 1 : -1;
    const next = buttons[(at + step + buttons.length) % buttons.length];
    next?.focus();
    return true;
  });

  if (!view) return <p>Waiting for the table…</p>;
  const names = Array.from({ length: view.seats }, (_, seat) => seatName(seat, seats, held));
  const myTurn = playing !== null && view.turn === playing && !view.finished;
  const hand = view.hand ?? [];
  const inDiscard = view.phase === "discard" && myTurn;
  const toggle = (card: string) =>
    setChosen((now) =>
      now.includes(card) ? now.filter((c) => c !== card) : now.length < discardSize ? [...now, card] : now,
    );

  return (
    <div className="tarot-table" data-testid="tarot-table" data-phase={view.phase} data-my-turn={myTurn}>
      <section className="tarot-banner" aria-label="Contract" data-testid="contract">
        {view.taker === null ? (
          <p>
            Deal {view.deal} of {view.deals}: {view.phase === "bidding" ? "bidding" : "no taker yet"}.
          </p>
        ) : (
          <p>
            Deal {view.deal} of {view.deals}: {names[view.taker]} {view.taker === playing ? "take" : "takes"}{" "}
            <strong>{BID_WORDS[view.contract ?? ""] ?? view.contract}</strong>
            {view.called && <> and called the {cardName(view.called)}</>}
            {view.partner !== null && view.partner !== view.taker && <> (partner: {names[view.partner]})</>}
            {view.chelem && <>; chelem announced</>}.
          </p>
        )}
      </section>

      <PlayersStrip
        names={names}
        teams={teams}
        current={view.turn}
        className={(seat) => (seat === view.turn ? "turn" : "")}
      >
        {(seat) => (
          <>
            <span className="score" data-testid={`score-${seat}`}>
              {view.totals[seat]}
            </span>
            <span data-testid={`hand-count-${seat}`}>{view.handCounts[seat]} cards</span>
            {view.bids[seat] != null && (
              <span data-testid={`bid-${seat}`}>{BID_WORDS[view.bids[seat] ?? ""] ?? view.bids[seat]}</span>
            )}
          </>
        )}
      </PlayersStrip>

      {view.phase === "bidding" && myTurn && (
        <section className="tarot-panel" aria-label="Your bid" data-testid="bidding">
          <p>Your bid: pass, or a contract higher than any said before.</p>
          {movesOf(moves, "bid").map((move) => (
            <button key={move.contract} disabled={busy} onClick={() => sendMove(move)}>
              {BID_WORDS[move.contract] ?? move.contract}
            </button>
          ))}
        </section>
      )}

      {view.phase === "call" && myTurn && (
        <section className="tarot-panel" aria-label="Call a card" data-testid="call">
          <p>Call a king (a queen when you hold the four kings): its holder becomes your hidden partner.</p>
          {movesOf(moves, "call").map((move) => (
            <button key={move.card} disabled={busy} onClick={() => sendMove(move)} className="card-button">
              <TarotCard code={move.card} />
            </button>
          ))}
        </section>
      )}

      {view.dog && (
        <section className="tarot-panel" aria-label="The dog" data-testid="dog">
          <p>The dog:</p>
          <div className="tarot-row">
            {view.dog.map((card) => (
              <TarotCard key={card} code={card} />
            ))}
          </div>
        </section>
      )}

      {inDiscard && (
        <section className="tarot-panel" aria-label="Your discard" data-testid="discard">
          <p>
            Choose {discardSize} cards to put face down ({chosen.length} chosen). {DISCARD_RULE}
          </p>
          <button
            disabled={busy || chosen.length !== discardSize}
            onClick={() => sendMove({ type: "discard", cards: [...chosen] })}
          >
            Discard {chosen.length === discardSize ? inWords(chosen.map(cardName)) : `${discardSize} cards`}
          </button>
        </section>
      )}

      {view.phase === "chelem" && myTurn && (
        <section className="tarot-panel" aria-label="Chelem" data-testid="chelem">
          <p>Announce a chelem (every trick)? Made: +400; failed: −200. You would lead the first trick.</p>
          {movesOf(moves, "chelem").map((move) => (
            <button key={String(move.announce)} disabled={busy} onClick={() => sendMove(move)}>
              {move.announce ? "Announce a chelem" : "No chelem"}
            </button>
          ))}
        </section>
      )}

      {view.phase === "play" && myTurn && movesOf(moves, "poignee").length > 0 && (
        <section className="tarot-panel" aria-label="Poignée" data-testid="poignee">
          <p>You may show a poignée before your first card: its bonus goes to the side that wins the deal.</p>
          {movesOf(moves, "poignee").map((move) => (
            <button key={move.cards.join(" ")} disabled={busy} onClick={() => sendMove(move)}>
              Show {move.cards.length} trumps
            </button>
          ))}
        </section>
      )}

      {(view.phase === "play" || view.trick.length > 0) && (
        <section className="tarot-panel" aria-label="The trick" data-testid="trick-panel">
          <TrickCards cards={view.trick} names={names} testId="trick" />
          {view.previousTrick && (
            <>
              <button aria-expanded={showPrevious} onClick={() => setShowPrevious((shown) => !shown)}>
                {showPrevious ? "Hide the previous trick" : "Show the previous trick"}
              </button>
              {showPrevious && (
                <>
                  <p>Won by {names[view.previousTrick.winner]}.</p>
                  <TrickCards cards={view.previousTrick.cards} names={names} testId="previous-trick" />
                </>
              )}
            </>
          )}
        </section>
      )}

      {view.poignees.length > 0 && (
        <section className="tarot-panel" aria-label="Poignées shown" data-testid="poignees">
          {view.poignees.map((p) => (
            <p key={p.seat}>
              {names[p.seat]} showed a {POIGNEE_WORDS[p.size] ?? p.size} poignée:{" "}
              {inWords(p.cards.map(cardName))}.
            </p>
          ))}
        </section>
      )}

      {view.hand !== null && (
        <section className="tarot-panel" aria-label="Your hand">
          <ul className="tarot-hand" data-testid="tarot-hand">
            {hand.map((card) => {
              const lit = inDiscard ? discardable.has(card) : myTurn && plays.has(card);
              const picked = chosen.includes(card);
              return (
                <li key={card}>
                  <button
                    className={`card-button${lit ? " legal" : ""}${picked ? " chosen" : ""}`}
                    data-legal={lit}
                    aria-pressed={inDiscard ? picked : undefined}
                    aria-disabled={!lit || busy}
                    onClick={() => {
                      if (!lit || busy) return;
                      if (inDiscard) toggle(card);
                      else sendMove({ type: "play", card });
                    }}
                  >
                    <TarotCard code={card} />
                  </button>
                </li>
              );
            })}
          </ul>
          <p className="key-help">
            {myTurn
              ? "Lit cards may be played: click or tap one, or move with ← and → and press Enter."
              : "Wait for your turn; your legal cards light up when it comes."}
          </p>
        </section>
      )}

      {view.shownDiscard.length > 0 && (
        <p data-testid="shown-discard">Trumps in the discard: {inWords(view.shownDiscard.map(cardName))}.</p>
      )}

      {view.myDiscard && (
        <p data-testid="my-discard">Your discard: {inWords(view.myDiscard.map(cardName))}.</p>
      )}

      {view.lastResult && (
        <section className="tarot-panel" aria-label="The last deal" data-testid="last-deal">
          <p>
            Deal {view.lastResult.deal}: {names[view.lastResult.taker]}{" "}
            {view.lastResult.made ? "made" : "lost"} {BID_WORDS[view.lastResult.contract]} with{" "}
            {view.lastResult.points} points for a target of {view.lastResult.target} (
            {view.lastResult.oudlers} oudlers); {view.lastResult.attack} per defender.
          </p>
        </section>
      )}

      {view.sheet.length > 0 && <SheetTable deals={view.sheet} names={names} testId="tarot-sheet" />}

      <Feedback refusal={refusal} />
    </div>
  );
}
