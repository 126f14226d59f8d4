/**
 * SET Super Rules' events and super rounds in words, in the page's language: the seat this page plays
 * is "you" (second person: "You announce a super round!", "Not a set: you pay 1 point and are locked
 * out."), every other seat goes by its name in the third person ("Bot 2 announces a super round!").
 * Each sentence is one key of the `set` namespace with a `_you` form (i18next's context), never a
 * sentence glued from a name and a verb, so every language agrees its verbs with its own subject.
 */
import type { SuperView } from "@parlor/engine/set";
import type { TFunction } from "i18next";
import type { FeedItem } from "../../table/feedback";
import { describeClassic } from "../set/classic";
import { isYou, listWords, youContext } from "../set/grammar";

export type SuperEvent = SuperView["events"][number];
export type SuperRound = NonNullable<SuperView["superRound"]>;

/** Who is who in the sentences: the seats' names, the seats this page plays, and the page's language. */
export interface Speakers {
  readonly names: readonly string[];
  readonly held: readonly number[];
  readonly language: string;
}

/** A seat as a sentence's subject: its name, and the `you` context when this page plays it. */
const who = (seat: number, { names, held }: Speakers) => ({
  name: names[seat] ?? "",
  context: youContext(seat, held),
});

/** A seat inside a list of names: "you" in the middle of a sentence, else its name. */
function listed(seat: number, speakers: Speakers, t: TFunction<string>): string {
  return isYou(seat, speakers.held) ? t("set:super.youInList") : (speakers.names[seat] ?? "");
}

/** Seats as a list in words, "you" among them: "Bot 2 and you", « Bot 2 et vous ». */
export function seatList(seats: readonly number[], speakers: Speakers, t: TFunction<string>): string {
  return listWords(
    seats.map((seat) => listed(seat, speakers, t)),
    speakers.language,
  );
}

/** What a seat paid for a miss, as a clause: "you pay 1 point and are locked out". */
export function payment(
  seat: number,
  paid: number,
  { lockedOut, superRound }: { lockedOut: boolean; superRound: boolean },
  speakers: Speakers,
  t: TFunction<string>,
): string {
  const key = `set:super.${superRound ? "paidInRound" : "paid"}${lockedOut ? "Locked" : ""}`;
  return t(key, { ...who(seat, speakers), points: t("set:super.points", { count: paid }) });
}

/** An event in words, for the feed. */
export function eventItem(event: SuperEvent, speakers: Speakers, t: TFunction<string>): FeedItem {
  const key = event.n;
  switch (event.kind) {
    case "flip":
      return {
        key,
        kind: "info",
        text: t(event.auto ? "set:super.flipAuto" : "set:super.flip", {
          ...who(event.seat, speakers),
          card: describeClassic(event.card, t),
        }),
      };
    case "call":
      return { key, kind: "info", text: t("set:super.call", who(event.seat, speakers)) };
    case "set":
      return {
        key,
        kind: "good",
        text: t(event.superRound ? "set:super.setInRound" : "set:super.set", {
          ...who(event.seat, speakers),
          points: t("set:super.points", { count: event.gained }),
        }),
      };
    case "wrong":
    case "timeout":
      return {
        key,
        kind: "bad",
        text: t("set:super.miss", {
          reason: t(event.kind === "wrong" ? "set:super.wrong" : "set:super.timeout"),
          payment: payment(event.seat, event.paid, event, speakers, t),
        }),
      };
    case "super-announced":
      return { key, kind: "info", text: t("set:super.superAnnounced", who(event.seat, speakers)) };
    case "super-joined":
      return { key, kind: "info", text: t("set:super.superJoined", who(event.seat, speakers)) };
    case "super-missed":
      return {
        key,
        kind: "bad",
        text: t("set:super.superMissed", {
          // Clauses with their own "and" ("… and are locked out"): set apart by semicolons.
          payments: event.participants
            .map((seat, i) =>
              payment(
                seat,
                event.paid[i] ?? 0,
                { lockedOut: event.lockedOut[i] === true, superRound: false },
                speakers,
                t,
              ),
            )
            .join(t("set:super.paymentsSeparator")),
        }),
      };
    case "lockouts-lifted":
      return { key, kind: "info", text: t("set:super.lockoutsLifted") };
  }
}

/**
 * The super round's banner: announced by whom, or running with who may call and the time left
 * (`timeLeft`: the time until the round ends, in words, "4.2 s").
 */
export function roundLine(
  round: SuperRound,
  timeLeft: (endsAt: number) => string,
  speakers: Speakers,
  t: TFunction<string>,
): string {
  const names = seatList(round.participants, speakers, t);
  if (round.phase === "announced") return t("set:super.roundAnnounced", { names });
  const time = timeLeft(round.endsAt);
  const only = round.participants.length === 1 ? round.participants[0] : undefined;
  if (only !== undefined && isYou(only, speakers.held)) return t("set:super.roundRunningYou", { time });
  return t("set:super.roundRunning", { names, count: round.participants.length, time });
}
