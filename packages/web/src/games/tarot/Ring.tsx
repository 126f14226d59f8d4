import type { PlayedCard, TarotView, Trick } from "@parlor/engine/tarot";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PlayerChip } from "../../table/players";
import { placeOf, type Place } from "./places";
import { TarotCard } from "./TarotCard";

/** A trick's cards, each at its player's place around the middle. */
function TrickCards({
  cards,
  places,
  names,
  testId,
  className,
  decorative = false,
}: {
  cards: readonly PlayedCard[];
  places: (seat: number) => Place;
  names: readonly string[];
  testId: string;
  className: string;
  /** Drawn for the eye only (the trick sliding to its winner), not read out. */
  decorative?: boolean;
}) {
  return (
    <ol className={className} data-testid={testId} aria-hidden={decorative || undefined}>
      {cards.map(({ seat, card }) => (
        <li key={card} className={`at-${places(seat)}`} data-seat={seat}>
          <TarotCard code={card} />
          <span className="tarot-played-by">{names[seat]}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * The table seen from this page's seat: each seat at its place (this one at the bottom, the next
 * player on its right, play going counter-clockwise) with its name, role, bid, cards left and total,
 * the seat to act marked; in the middle the trick, each card by its player, where a card is dropped
 * to play it; the trick just won slides to its winner (held still when motion is reduced).
 */
export function Ring({
  view,
  names,
  me,
  centre,
}: {
  view: TarotView;
  names: readonly string[];
  /** This page's seat (a spectator sees the table from seat 0's side). */
  me: number | null;
  /** What the middle shows besides the trick (whose turn, the previous trick's button). */
  centre: ReactNode;
}) {
  const { t } = useTranslation("tarot");
  const places = (seat: number) => placeOf(seat, me, view.seats);
  const collected: Trick | null = view.previousTrick;
  const seats = Array.from({ length: view.seats }, (_, seat) => seat);
  return (
    <div className={`tarot-ring seats-${view.seats}`} data-testid="tarot-ring">
      {seats.map((seat) => {
        const bid = view.bids[seat];
        // A finished match (also one ended early, whose view still has a turn) waits for nobody.
        const turn = !view.finished && view.turn === seat;
        const partnerKnown = view.partner !== null && view.partner !== view.taker && view.partner === seat;
        return (
          <section
            key={seat}
            className={`tarot-seat at-${places(seat)}${turn ? " turn" : ""}`}
            data-testid={`seat-${seat}`}
            data-place={places(seat)}
            aria-current={turn ? "step" : undefined}
            aria-label={names[seat]}
          >
            <PlayerChip seat={seat} name={names[seat] ?? ""} />
            <span className="tarot-roles">
              {seat === view.dealer && <span className="tag">{t("roles.dealer")}</span>}
              {seat === view.taker && <span className="tag taker">{t("roles.taker")}</span>}
              {partnerKnown && (
                <span className="tag partner" data-testid={`partner-${seat}`}>
                  {t("roles.partner")}
                </span>
              )}
              {turn && <span className="tag turn">{t("roles.toAct")}</span>}
            </span>
            <span className="tarot-seat-facts">
              <span data-testid={`hand-count-${seat}`}>
                {t("seat.cards", { count: view.handCounts[seat] ?? 0 })}
              </span>
              {bid != null && view.phase === "bidding" && (
                <span data-testid={`bid-${seat}`}>{t(`contracts.${bid}`)}</span>
              )}
              {view.tricks.length > 0 && (
                <span data-testid={`tricks-${seat}`}>
                  {t("seat.tricks", { count: view.tricks.filter((trick) => trick.winner === seat).length })}
                </span>
              )}
              <span data-testid={`score-${seat}`}>{t("seat.total", { total: view.totals[seat] ?? 0 })}</span>
            </span>
          </section>
        );
      })}
      <div
        className="tarot-centre"
        data-drop="trick"
        data-testid="trick-area"
        aria-label={t("trick.title")}
        role="region"
      >
        {collected && (
          <TrickCards
            key={view.tricks.length}
            cards={collected.cards}
            places={places}
            names={names}
            testId="collecting"
            decorative
            className={`tarot-trick tarot-collect to-${places(collected.winner)}`}
          />
        )}
        <TrickCards cards={view.trick} places={places} names={names} testId="trick" className="tarot-trick" />
      </div>
      {/* Over the trick's middle, or on a phone beside this seat at the felt's foot. */}
      <div className="tarot-centre-note">{centre}</div>
    </div>
  );
}
