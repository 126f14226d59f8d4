import type { TarotAction, TarotView } from "@parlor/engine/tarot";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { SheetTable } from "../../table/EndScreen";
import { Feedback } from "../../table/feedback";
import { useLegal } from "../../table/rules";
import { type TableProps, useShownView } from "../../table/types";
import { useAct } from "../../table/useAct";
import { useKeys } from "../../table/useKeys";
import { cardName } from "./cards";
import { DealScore } from "./DealScore";
import { discardBar, toggleChoice, type DiscardBar } from "./discard";
import { useFitHeight } from "../fit";
import { Hand } from "./Hand";
import { hintedCards } from "./hinted";
import { BiddingPanel, CallPanel, ChelemPanel, DogPanel, movesOf, PoigneePanel } from "./Panels";
import { Ring } from "./Ring";
import { TarotCard } from "./TarotCard";
import "./tarot.css";

/** The key that shows or hides the previous trick. */
const PREVIOUS_TRICK_KEY = "p";

/** The seat this page plays from: the one whose turn it is among the seats it holds, else its first. */
function playingSeat(views: TableProps<TarotView>["views"], held: readonly number[]): number | null {
  for (const seat of held) if (views.get(seat)?.view.turn === seat) return seat;
  return held[0] ?? null;
}

/** Cards chosen in one moment of the deal (the discard, a poignée): forgotten when the moment passes. */
interface Choice {
  readonly moment: string;
  readonly cards: readonly string[];
}

/**
 * A French Tarot table, laid out as a card table filling the window: the contract banner; the seats
 * around the felt (this one at the bottom) with the trick in the middle; beside it (under it on a
 * phone) a panel for each phase (the bidding and what each seat said, the 5-player call, the dog and
 * the discard chosen card by card, the chelem, the poignée), then what was shown and the score sheet;
 * docked at the bottom the hand as a sorted fan, the engine's legal cards lit (played by click, tap,
 * drag onto the trick, or ← → and Enter), or once a deal is scored its score explained line by line.
 * The previous trick: its button (once there is one) or P.
 */
export function TarotTable({ views, held, names, act, over, hinted }: TableProps<TarotView>) {
  const { t } = useTranslation("tarot");
  const playing = playingSeat(views, held);
  const received = views.get(playing) ?? views.get(null) ?? views.values().next().value ?? null;
  const view = useShownView(received?.view ?? null, over) ?? null;
  const legal = useLegal<TarotAction>(received);
  const { send, busy, refusal } = useAct(act);
  const [choice, setChoice] = useState<Choice>({ moment: "", cards: [] });
  const [bar, setBar] = useState<{ card: string; why: DiscardBar; moment: string } | null>(null);
  const [showPrevious, setShowPrevious] = useState(false);
  // The table fills the window under the page's headers (`--fit-h`, tarot.css), once it is drawn.
  const table = useFitHeight<HTMLDivElement>(String(view !== null));

  const moves = useMemo(() => legal ?? [], [legal]);
  const plays = useMemo(() => new Set(movesOf(moves, "play").map((m) => m.card)), [moves]);
  const discardable = useMemo(() => new Set(movesOf(moves, "discard").flatMap((m) => m.cards)), [moves]);
  // The hint's card to play, or cards to put down, marked in the hand.
  const hintedInHand = useMemo(() => new Set(hintedCards(hinted)), [hinted]);

  const sendMove = useCallback(
    (action: TarotAction) => {
      if (playing === null || busy) return;
      void send(playing, action);
    },
    [busy, playing, send],
  );

  useKeys((event) => {
    if (event.key.toLowerCase() !== PREVIOUS_TRICK_KEY) return false;
    setShowPrevious((shown) => !shown);
    return true;
  });

  if (!view) return <p>{t("waiting")}</p>;
  const myTurn = playing !== null && view.turn === playing && !view.finished;
  const hand = view.hand ?? [];
  const moment = `${view.deal}/${view.phase}/${view.tricks.length}`;
  const chosen = choice.moment === moment ? choice.cards : [];
  const choose = (update: (cards: readonly string[]) => readonly string[]) =>
    setChoice({ moment, cards: update(chosen) });
  const discarding = view.phase === "discard" && myTurn;
  const discardSize = movesOf(moves, "discard")[0]?.cards.length ?? view.dog?.length ?? 0;
  const poignees = movesOf(moves, "poignee");
  const offerPoignee = view.phase === "play" && myTurn && poignees.length > 0;
  const lit = discarding ? discardable : myTurn && view.phase === "play" ? plays : new Set<string>();
  const previous = view.previousTrick ?? view.lastResult?.lastTrick ?? null;
  const scored = (view.phase === "scored" || view.phase === "over") && view.lastResult !== null;
  // Once the deal is scored its partner is known even if the called card was never played (in the dog).
  const partner = view.partner ?? (scored && view.lastResult ? view.lastResult.partner : null);
  const partnerHidden = view.seats === 5 && view.called !== null && partner === null;
  const lastEvent = view.events[view.events.length - 1];

  const turnNote = view.finished
    ? t("status.over")
    : view.turn === null
      ? t("status.nextDeal")
      : myTurn
        ? t(`status.you.${view.phase}`)
        : t(`status.other.${view.phase}`, { name: names[view.turn] });

  return (
    <div
      ref={table}
      className={`tarot-table${scored ? " scored" : ""}${offerPoignee ? " offering" : ""}`}
      data-testid="tarot-table"
      data-phase={view.phase}
      data-my-turn={myTurn}
      data-seat={playing ?? ""}
      data-taker={view.taker ?? ""}
      data-contract={view.contract ?? ""}
    >
      <section className="tarot-banner" aria-label={t("banner.label")} data-testid="contract">
        <span className="tarot-deal">{t("banner.deal", { deal: view.deal, deals: view.deals })}</span>
        {view.taker === null ? (
          <span>{view.phase === "bidding" ? t("banner.bidding") : t("banner.noTaker")}</span>
        ) : (
          <>
            <span data-testid="banner-taker">{t("banner.taker", { name: names[view.taker] })}</span>
            <span data-testid="banner-contract">
              {t("banner.contract", { contract: t(`contracts.${view.contract ?? "prise"}`) })}
            </span>
            {view.contract === "garde-sans" && <span>{t("banner.dogForTaker")}</span>}
            {view.contract === "garde-contre" && <span>{t("banner.dogForDefence")}</span>}
            {view.called && (
              <span data-testid="banner-called" className="tarot-called">
                {t("banner.called", { card: cardName(view.called, t) })}
                <TarotCard code={view.called} />
              </span>
            )}
            {view.seats === 5 && view.called && (
              <span data-testid="banner-partner">
                {partnerHidden && hand.includes(view.called)
                  ? view.taker === playing
                    ? t("banner.youHoldCalled")
                    : t("banner.youArePartner")
                  : partnerHidden
                    ? t("banner.partnerHidden")
                    : partner === view.taker
                      ? t("banner.alone")
                      : t("banner.partner", { name: names[partner ?? 0] })}
              </span>
            )}
            {view.chelem && <span>{t("banner.chelem")}</span>}
          </>
        )}
      </section>

      <Ring
        view={view}
        names={names}
        me={playing}
        centre={
          <>
            <p className="tarot-status" data-testid="status">
              {turnNote}
            </p>
            {myTurn && view.phase === "play" && <p className="tarot-drop-hint">{t("trick.dropHere")}</p>}
            {/* Only once there is a trick to look back on: never a button that does nothing. */}
            {previous && (
              <button
                type="button"
                className="link"
                data-testid="previous-trick-toggle"
                aria-expanded={showPrevious}
                aria-keyshortcuts="P"
                onClick={() => setShowPrevious((shown) => !shown)}
              >
                {showPrevious ? t("previous.hide") : t("previous.show")}
              </button>
            )}
          </>
        }
      />

      {/*
        Beside the felt (under it on a phone): the phase's panel first, then what was shown and the
        sheet. It scrolls when they are long: a keyboard reaches it to scroll it.
      */}
      <div className="tarot-side" role="region" aria-label={t("side.label")} tabIndex={0}>
        {lastEvent?.kind === "void" && view.phase === "bidding" && view.bids.every((bid) => bid === null) && (
          <p className="tarot-notice" data-testid="void-deal">
            {lastEvent.reason === "petit-sec"
              ? t("void.petitSec", { name: names[lastEvent.seat ?? 0] })
              : t("void.allPassed")}
          </p>
        )}
        {view.phase === "bidding" && (
          <BiddingPanel
            view={view}
            names={names}
            moves={moves}
            myTurn={myTurn}
            busy={busy}
            send={sendMove}
            hinted={hinted}
          />
        )}
        {view.phase === "call" && (
          <CallPanel
            view={view}
            names={names}
            moves={moves}
            myTurn={myTurn}
            busy={busy}
            send={sendMove}
            hinted={hinted}
          />
        )}
        {view.phase === "discard" && (
          <DogPanel
            view={view}
            names={names}
            discarding={discarding}
            chosen={chosen}
            size={discardSize}
            bar={bar && bar.moment === moment ? bar : null}
            busy={busy}
            onUnchoose={(card) => choose((cards) => cards.filter((c) => c !== card))}
            onDiscard={() => sendMove({ type: "discard", cards: [...chosen] })}
          />
        )}
        {view.phase === "chelem" && (
          <ChelemPanel
            view={view}
            names={names}
            moves={moves}
            myTurn={myTurn}
            busy={busy}
            send={sendMove}
            hinted={hinted}
          />
        )}
        {offerPoignee && (
          <PoigneePanel
            view={view}
            hand={hand}
            moves={moves}
            picked={chosen}
            busy={busy}
            onPick={(card) => choose((cards) => toggleChoice(cards, card, hand.length))}
            onPickAll={(cards) => choose(() => cards)}
            send={sendMove}
            hinted={hinted}
          />
        )}
        <Feedback refusal={refusal} />

        {showPrevious && previous && (
          <section className="tarot-panel" aria-labelledby="tarot-previous-title" data-testid="previous">
            <h3 id="tarot-previous-title">{t("previous.title")}</h3>
            <p>{t("previous.wonBy", { name: names[previous.winner] })}</p>
            <ol className="tarot-row small" data-testid="previous-trick">
              {previous.cards.map(({ seat, card }) => (
                <li key={card} className="tarot-by">
                  <TarotCard code={card} />
                  <span>{names[seat]}</span>
                </li>
              ))}
            </ol>
          </section>
        )}

        {/* Once the deal is scored its score shows all of these. */}
        {!scored && (view.poignees.length > 0 || view.shownDiscard.length > 0 || view.myDiscard) && (
          <section className="tarot-panel" aria-labelledby="tarot-shown-title" data-testid="shown">
            <h3 id="tarot-shown-title">{t("shown.title")}</h3>
            {view.poignees.map((p) => (
              <div key={p.seat} data-testid={`poignee-${p.seat}`}>
                <p>
                  {t("shown.poignee", {
                    name: names[p.seat],
                    size: t(`poigneeSizes.${p.size}`),
                    count: p.cards.length,
                  })}
                </p>
                <div className="tarot-row small">
                  {p.cards.map((card) => (
                    <TarotCard key={card} code={card} />
                  ))}
                </div>
              </div>
            ))}
            {view.shownDiscard.length > 0 && (
              <div data-testid="shown-discard">
                <p>{t("shown.discardTrumps", { count: view.shownDiscard.length })}</p>
                <div className="tarot-row small">
                  {view.shownDiscard.map((card) => (
                    <TarotCard key={card} code={card} />
                  ))}
                </div>
              </div>
            )}
            {view.myDiscard && (
              <div data-testid="my-discard">
                <p>{t("shown.myDiscard")}</p>
                <div className="tarot-row small">
                  {view.myDiscard.map((card) => (
                    <TarotCard key={card} code={card} />
                  ))}
                </div>
              </div>
            )}
          </section>
        )}

        {view.lastResult && !scored && (
          <details className="tarot-last-deal" data-testid="last-deal">
            <summary>{t("score.lastDeal", { deal: view.lastResult.deal })}</summary>
            <DealScore result={view.lastResult} names={names} players={view.seats} />
          </details>
        )}

        {view.sheet.length > 0 && (
          <section className="tarot-panel" aria-labelledby="tarot-sheet-title">
            <h3 id="tarot-sheet-title">{t("sheet.title")}</h3>
            <SheetTable deals={view.sheet} names={names} label={t("sheet.deal")} testId="tarot-sheet" />
          </section>
        )}
      </div>

      {/*
        Docked at the bottom: the hand, or once the deal is scored its score where the hand was (on a
        phone its lines may scroll there: a keyboard reaches it to scroll it).
      */}
      <div className="tarot-dock" tabIndex={scored ? 0 : undefined}>
        {scored && view.lastResult ? (
          <DealScore result={view.lastResult} names={names} players={view.seats} />
        ) : (
          view.hand !== null && (
            <section className="tarot-hand-panel" aria-labelledby="tarot-hand-title">
              <h3 id="tarot-hand-title" className="visually-hidden">
                {t("hand.title")}
              </h3>
              <Hand
                hand={hand}
                lit={lit}
                chosen={discarding ? chosen : []}
                fromDog={new Set(discarding ? (view.dog ?? []) : [])}
                choosing={discarding}
                busy={busy}
                hinted={hintedInHand}
                dragToPlay={myTurn && view.phase === "play"}
                onChoose={(card) => {
                  if (discarding) {
                    setBar(null);
                    choose((cards) => toggleChoice(cards, card, discardSize));
                  } else sendMove({ type: "play", card });
                }}
                onDimmed={(card) => {
                  if (!discarding) return;
                  const why = discardBar(card, discardable);
                  if (why) setBar({ card, why, moment });
                }}
              />
              {/* A match over waits for no turn: nothing will light up. */}
              {!view.finished && (
                <p className="key-help">
                  {discarding
                    ? t("hand.helpDiscard")
                    : myTurn && view.phase === "play"
                      ? t("hand.helpPlay")
                      : t("hand.helpWait")}
                </p>
              )}
            </section>
          )
        )}
      </div>
    </div>
  );
}
