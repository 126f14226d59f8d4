import { CONTRACTS, MULTIPLIERS, type TarotAction, type TarotView } from "@parlor/engine/tarot";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cardName, cornerLabel } from "./cards";
import { hintedBid, hintedCall, hintedChelem, hintedPoignee } from "./hinted";
import { type DiscardBar } from "./discard";
import { poigneeChoice, poigneeSizes, showable } from "./poignee";
import { TarotCard } from "./TarotCard";

type Move<K extends TarotAction["type"]> = Extract<TarotAction, { type: K }>;

export function movesOf<K extends TarotAction["type"]>(legal: readonly TarotAction[], type: K): Move<K>[] {
  return legal.filter((move): move is Move<K> => move.type === type);
}

/** The contracts' multipliers, lowest first, as the bidding panel reminds them (×1 · ×2 · ×4 · ×6). */
const MULTIPLIER_TEXT = CONTRACTS.map((contract) => `×${MULTIPLIERS[contract]}`).join(" · ");

/** The order of speech: from the seat after the dealer round to the dealer. */
export function speakingOrder(view: Pick<TarotView, "seats" | "dealer">): number[] {
  return Array.from({ length: view.seats }, (_, i) => (view.dealer + 1 + i) % view.seats);
}

/** What the panel of a phase where this seat picks one of its legal moves is given. */
interface MovePanelProps {
  view: TarotView;
  names: readonly string[];
  moves: readonly TarotAction[];
  myTurn: boolean;
  busy: boolean;
  send: (move: TarotAction) => void;
  /** The move the hint shows now (`TableProps.hinted`): its button is marked. */
  hinted?: unknown;
}

/** The attribute that marks where the hint's move is made (a dashed outline, tarot.css), or none. */
const hintMark = (marked: boolean) => (marked ? "true" : undefined);

type Phase = "bidding" | "call" | "dog" | "chelem" | "poignee";

/** A phase's panel: its title (`<phase>.title`, with `titleClass`), then what the phase shows. */
function PhasePanel({
  phase,
  testId,
  titleClass,
  children,
}: {
  phase: Phase;
  testId: string;
  titleClass?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("tarot");
  return (
    <section className="tarot-panel" aria-labelledby={`tarot-${phase}-title`} data-testid={testId}>
      <h3 id={`tarot-${phase}-title`} className={titleClass}>
        {t(`${phase}.title`)}
      </h3>
      {children}
    </section>
  );
}

/**
 * A choice that is the taker's alone (the called card, the chelem): the rule, then the taker's
 * buttons (`<phase>` test id) on their turn, or who the table waits for.
 */
function TakersChoicePanel({
  phase,
  view,
  names,
  myTurn,
  className,
  children,
}: {
  phase: "call" | "chelem";
  view: TarotView;
  names: readonly string[];
  myTurn: boolean;
  /** The buttons' row. */
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("tarot");
  return (
    <PhasePanel phase={phase} testId={`${phase}-panel`}>
      <p>{t(`${phase}.help`)}</p>
      {myTurn ? (
        <div className={className} data-testid={phase}>
          {children}
        </div>
      ) : (
        !view.finished && <p>{t(`${phase}.waiting`, { taker: names[view.taker ?? 0] })}</p>
      )}
    </PhasePanel>
  );
}

/** The bidding: what each seat said, in the order they speak, and this seat's bids on its turn. */
export function BiddingPanel({ view, names, moves, myTurn, busy, send, hinted }: MovePanelProps) {
  const { t } = useTranslation("tarot");
  const hintedContract = hintedBid(hinted);
  return (
    <PhasePanel phase="bidding" testId="bidding-panel">
      <ol className="tarot-bids" data-testid="bids">
        {speakingOrder(view).map((seat) => {
          const bid = view.bids[seat];
          // Once the match is over (also ended early, mid-bidding) nobody is speaking.
          const speaking = !view.finished && view.turn === seat;
          return (
            <li key={seat} data-testid={`said-${seat}`} className={speaking ? "turn" : ""}>
              <strong>{names[seat]}</strong>:{" "}
              {bid != null ? t(`contracts.${bid}`) : speaking ? t("bidding.speaking") : t("bidding.notYet")}
            </li>
          );
        })}
      </ol>
      {myTurn && (
        <div data-testid="bidding" className="tarot-actions">
          <p>{t("bidding.help", { multipliers: MULTIPLIER_TEXT })}</p>
          {movesOf(moves, "bid").map((move) => (
            <button
              key={move.contract}
              type="button"
              disabled={busy}
              onClick={() => send(move)}
              className={move.contract === "pass" ? "" : "primary"}
              data-hinted={hintMark(move.contract === hintedContract)}
            >
              {t(`contracts.${move.contract}`)}
            </button>
          ))}
        </div>
      )}
    </PhasePanel>
  );
}

/** 5 players: the taker calls a king (or a queen, a knight) for a hidden partner. */
export function CallPanel({ view, names, moves, myTurn, busy, send, hinted }: MovePanelProps) {
  const { t } = useTranslation("tarot");
  const hintedCard = hintedCall(hinted);
  return (
    <TakersChoicePanel phase="call" view={view} names={names} myTurn={myTurn} className="tarot-row">
      {movesOf(moves, "call").map((move) => (
        <button
          key={move.card}
          type="button"
          disabled={busy}
          onClick={() => send(move)}
          className="card-button legal"
          aria-label={t("call.button", { card: cardName(move.card, t) })}
          data-hinted={hintMark(move.card === hintedCard)}
        >
          <TarotCard code={move.card} />
          {move.card === hintedCard && (
            <span className="tarot-hint-mark" aria-hidden="true">
              ?
            </span>
          )}
        </button>
      ))}
    </TakersChoicePanel>
  );
}

/**
 * The dog shown to all (Prise, Garde), and for the taker the discard chosen card by card in the hand:
 * the chosen cards here, the rule, why a dimmed card may not go, and the button that puts them down.
 */
export function DogPanel({
  view,
  names,
  discarding,
  chosen,
  size,
  bar,
  busy,
  onUnchoose,
  onDiscard,
}: {
  view: TarotView;
  names: readonly string[];
  /** This page is the taker choosing the discard. */
  discarding: boolean;
  chosen: readonly string[];
  size: number;
  /** The dimmed card last clicked and why it may not go. */
  bar: { readonly card: string; readonly why: DiscardBar } | null;
  busy: boolean;
  onUnchoose: (card: string) => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation("tarot");
  const dog = view.dog ?? [];
  return (
    // The taker has the dog in hand (its cards marked there): on a phone it is not shown twice, nor its
    // title (the panel is then the discard's; screen readers still read the title).
    <PhasePanel phase="dog" testId="dog" titleClass={discarding ? "phone-visually-hidden" : undefined}>
      <p className={discarding ? "tarot-taken" : undefined}>
        {discarding
          ? t("dog.shownToYou", { count: dog.length })
          : t("dog.shown", { taker: names[view.taker ?? 0], count: dog.length })}
      </p>
      <div className={`tarot-row small${discarding ? " tarot-taken" : ""}`} data-testid="dog-cards">
        {dog.map((card) => (
          <TarotCard key={card} code={card} />
        ))}
      </div>
      {discarding ? (
        <div className="tarot-discard" data-testid="discard">
          <h4>{t("discard.title")}</h4>
          <p className="tarot-discard-help">{t("discard.help", { count: size })}</p>
          <p className="tarot-rule">{t("discard.rule")}</p>
          <p data-testid="discard-count">{t("discard.chosen", { chosen: chosen.length, count: size })}</p>
          <ol className="tarot-row tarot-discard-slots" aria-label={t("discard.slots")}>
            {Array.from({ length: size }, (_, i) => {
              const card = chosen[i];
              return (
                <li key={card ?? `empty-${i}`}>
                  {card ? (
                    <button
                      type="button"
                      className="card-button small"
                      onClick={() => onUnchoose(card)}
                      aria-label={t("discard.takeBack", { card: cardName(card, t) })}
                    >
                      <TarotCard code={card} />
                    </button>
                  ) : (
                    <span className="tarot-slot" aria-hidden="true" />
                  )}
                </li>
              );
            })}
          </ol>
          {bar && (
            <p className="tarot-why" role="status" data-testid="discard-why">
              {t(`discard.why.${bar.why}`, { card: cardName(bar.card, t) })}
            </p>
          )}
          <button
            type="button"
            className="primary"
            data-testid="discard-confirm"
            data-size={size}
            disabled={busy || chosen.length !== size}
            onClick={onDiscard}
          >
            {t("discard.confirm", { count: size })}
          </button>
        </div>
      ) : (
        !view.finished && <p>{t("discard.waiting", { taker: names[view.taker ?? 0] })}</p>
      )}
    </PhasePanel>
  );
}

/** The taker says whether they announce a chelem. */
export function ChelemPanel({ view, names, moves, myTurn, busy, send, hinted }: MovePanelProps) {
  const { t } = useTranslation("tarot");
  const hintedAnswer = hintedChelem(hinted);
  return (
    <TakersChoicePanel phase="chelem" view={view} names={names} myTurn={myTurn} className="tarot-actions">
      {movesOf(moves, "chelem").map((move) => (
        <button
          key={String(move.announce)}
          type="button"
          disabled={busy}
          onClick={() => send(move)}
          className={move.announce ? "" : "primary"}
          data-hinted={hintMark(move.announce === hintedAnswer)}
        >
          {move.announce ? t("chelem.announce") : t("chelem.decline")}
        </button>
      ))}
    </TakersChoicePanel>
  );
}

/**
 * Before this seat's first card: the poignée it may show. The rule, its trumps (and the Excuse) to
 * pick from by their numbers, quick choices of the lowest trumps for each size it reaches, and the
 * button that shows the picked cards once they make a poignée. Playing a card instead shows none.
 */
export function PoigneePanel({
  view,
  hand,
  moves,
  picked,
  busy,
  onPick,
  onPickAll,
  send,
  hinted,
}: {
  view: TarotView;
  hand: readonly string[];
  moves: readonly TarotAction[];
  picked: readonly string[];
  busy: boolean;
  onPick: (card: string) => void;
  onPickAll: (cards: readonly string[]) => void;
  send: (move: TarotAction) => void;
  /** The move the hint shows now: a poignée's trumps are marked among those to pick. */
  hinted?: unknown;
}) {
  const { t } = useTranslation("tarot");
  const hintedTrumps = hintedPoignee(hinted);
  const sizes = poigneeSizes(view.seats);
  const choice = poigneeChoice(hand, picked, view.seats);
  return (
    <PhasePanel phase="poignee" testId="poignee">
      <p className="tarot-poignee-help">
        {t("poignee.help", { single: sizes.single, double: sizes.double, triple: sizes.triple })}
      </p>
      <p className="tarot-rule tarot-poignee-rule">{t("poignee.excuseRule")}</p>
      {/* The trumps by their numbers (the hand below shows them as cards): a row that fits a phone. */}
      <ul className="tarot-row tarot-poignee-cards" aria-label={t("poignee.pickLabel")}>
        {showable(hand).map((card) => (
          <li key={card}>
            <button
              type="button"
              className="tarot-trump-chip"
              aria-pressed={picked.includes(card)}
              aria-label={cardName(card, t)}
              data-hinted={hintMark(hintedTrumps.includes(card))}
              onClick={() => onPick(card)}
            >
              {cornerLabel(card, t)}
            </button>
          </li>
        ))}
      </ul>
      <p data-testid="poignee-state">
        {choice.ok
          ? t(`poignee.makes.${choice.size}`, { count: picked.length })
          : t(`poignee.why.${choice.why}`, {
              count: picked.length,
              single: sizes.single,
              double: sizes.double,
              triple: sizes.triple,
            })}
      </p>
      <div className="tarot-actions">
        {movesOf(moves, "poignee").map((move) => (
          <button
            key={move.cards.length}
            type="button"
            data-testid="poignee-lowest"
            onClick={() => onPickAll(move.cards)}
          >
            {t("poignee.lowest", { count: move.cards.length })}
          </button>
        ))}
        <button
          type="button"
          className="primary"
          data-testid="poignee-show"
          disabled={busy || !choice.ok}
          onClick={() => send({ type: "poignee", cards: [...picked] })}
        >
          {t("poignee.show")}
        </button>
      </div>
      <p className="tarot-poignee-or">{t("poignee.orPlay")}</p>
    </PhasePanel>
  );
}
