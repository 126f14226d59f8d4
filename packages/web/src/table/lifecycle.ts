/**
 * A table's life in words (the `lifecycle` namespace): the refusals of start, resign and rematch,
 * each seat's mark during play (away and played by a stand-in bot, resigned, disconnected), how a
 * match ended, and who accepted a rematch. Plain functions of the table frame's data.
 */
import i18next from "i18next";
import { errorText, type SeatSummary } from "../api";
import { seconds } from "../clock";
import { inWords } from "../words";
import { botLevel, youName } from "./players";

/** A refusal of start, resign or rematch in words: `lifecycle:errors.<code>`, else the shared codes'. */
export function lifecycleError(error: unknown): string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = typeof message === "string" ? message : "";
  if (typeof code !== "string") return text || i18next.t("common:errors.refused");
  const key = `lifecycle:errors.${code}`;
  return i18next.exists(key) ? i18next.t(key) : errorText(code, text);
}

const NO_BREAK_SPACE = "\u00a0";

/** What marks a seat during play, for everyone to see. */
export interface SeatMark {
  readonly seat: number;
  readonly kind: "stand-in" | "resigned" | "disconnected";
  readonly text: string;
  /**
   * A disconnected person's grace: `left` ms before a bot plays their seat, as of the local time
   * `from` (when the table frame that said so arrived); the mark counts down to it.
   */
  readonly grace?: { readonly left: number; readonly from: number; readonly name: string };
}

/**
 * The mark of a seat, or null: resigned (and the bot that plays on, if any), away and played by a
 * stand-in bot ("Ana — away, played by the greedy bot"), or a person disconnected (no bot yet: with
 * the time left before one comes, from the frame that arrived at the local time `receivedAt`). The
 * seat is named as the table names it (`seatName`: the page's own seat "You", "You resigned").
 */
export function seatMark(
  seat: number,
  summary: SeatSummary | undefined,
  seatName: string,
  receivedAt = 0,
): SeatMark | null {
  if (!summary || "bot" in summary) return null;
  const name = seatName;
  if (summary.resigned) {
    const you = name === youName();
    const text =
      summary.standIn !== undefined
        ? i18next.t(`lifecycle:play.${you ? "youResignedStandIn" : "resignedStandIn"}`, {
            name,
            level: botLevel(summary.standIn),
          })
        : i18next.t(`lifecycle:play.${you ? "youResignedSeat" : "resignedSeat"}`, { name });
    return { seat, kind: "resigned", text };
  }
  if (summary.standIn !== undefined)
    return {
      seat,
      kind: "stand-in",
      text: i18next.t("lifecycle:play.standIn", { name, level: botLevel(summary.standIn) }),
    };
  if (summary.joined && summary.connected === false) {
    const text = i18next.t("lifecycle:play.disconnected", { name });
    const left = summary.graceLeft;
    return left === undefined
      ? { seat, kind: "disconnected", text }
      : { seat, kind: "disconnected", text, grace: { left, from: receivedAt, name } };
  }
  return null;
}

/** Every seat's mark, in seat order (none for seats played as usual); `receivedAt` as `seatMark`'s. */
export function seatMarks(
  seats: readonly SeatSummary[],
  names: readonly string[],
  receivedAt = 0,
): SeatMark[] {
  return seats.flatMap((summary, seat) => {
    const mark = seatMark(seat, summary, names[seat] ?? "", receivedAt);
    return mark ? [mark] : [];
  });
}

/**
 * A mark in words at the local time `now`: a disconnected person's counts down the time left before
 * a bot plays their seat ("Ana — away: a bot plays for them in 42 s"), then says only that they are
 * disconnected until the table says the bot came.
 */
export function markText(mark: SeatMark, now: number): string {
  if (!mark.grace) return mark.text;
  const left = mark.grace.left - Math.max(0, now - mark.grace.from);
  if (left <= 0) return mark.text;
  // The number and its unit stay on one line ("59 s" never breaks before the "s" on a phone).
  const time = seconds(left).replace(" ", NO_BREAK_SPACE);
  return i18next.t("lifecycle:play.awayFor", { name: mark.grace.name, time });
}

/**
 * How a match ended, in words, when not played to its end: who resigned (named as the table names
 * them: "You resigned."), or that it was abandoned (unrated). Null for a match played out (or a
 * server that does not say).
 */
export function endingText(
  ending: string | null | undefined,
  seats: readonly SeatSummary[],
  names: readonly string[],
): string | null {
  if (ending === "abandoned") return i18next.t("lifecycle:end.abandoned");
  if (ending !== "resigned") return null;
  const resigned = seats.flatMap((summary, seat) => (summary.resigned ? [names[seat] ?? ""] : []));
  if (resigned.length === 0) return i18next.t("lifecycle:end.resigned");
  if (resigned.length === 1 && resigned[0] === youName()) return i18next.t("lifecycle:end.youResigned");
  return i18next.t("lifecycle:end.resignedBy", { names: inWords(resigned), count: resigned.length });
}

/** The people of a finished table (seats that are not bots), split by whether they accepted a rematch. */
export function rematchPeople(
  seats: readonly SeatSummary[],
  accepted: readonly number[],
): { readonly accepted: number[]; readonly waiting: number[] } {
  const people = seats.flatMap((summary, seat) => ("bot" in summary ? [] : [seat]));
  return {
    accepted: people.filter((seat) => accepted.includes(seat)),
    waiting: people.filter((seat) => !accepted.includes(seat)),
  };
}

/**
 * Whether the end screen offers a rematch (everyone at the table accepts) rather than "Play again": a
 * table of several people with sessions, some of them at another page. One keyboard holding every
 * person's seat (the rest bots) has nobody else to ask: it plays again.
 */
export function rematchOffered(seats: readonly SeatSummary[], held: readonly number[]): boolean {
  const people = seats.flatMap((summary, seat) => ("bot" in summary ? [] : [seat]));
  return (
    people.length > 1 &&
    people.some((seat) => !held.includes(seat)) &&
    people.every((seat) => seats[seat]?.player !== undefined)
  );
}
