/**
 * A table's life in words (the `lifecycle` namespace): the refusals of start, resign and rematch,
 * each seat's mark during play (away and played by a stand-in bot, resigned, disconnected), how a
 * match ended, and who accepted a rematch. Plain functions of the table frame's data.
 */
import i18next from "i18next";
import { errorText, type SeatSummary } from "../api";
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

/** What marks a seat during play, for everyone to see. */
export interface SeatMark {
  readonly seat: number;
  readonly kind: "stand-in" | "resigned" | "disconnected";
  readonly text: string;
}

/**
 * The mark of a seat, or null: resigned (and the bot that plays on, if any), away and played by a
 * stand-in bot ("Ana — away, played by the greedy bot"), or a person disconnected (no bot yet). The
 * seat is named as the table names it (`seatName`: the page's own seat "You", "You resigned").
 */
export function seatMark(seat: number, summary: SeatSummary | undefined, seatName: string): SeatMark | null {
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
  if (summary.joined && summary.connected === false)
    return { seat, kind: "disconnected", text: i18next.t("lifecycle:play.disconnected", { name }) };
  return null;
}

/** Every seat's mark, in seat order (none for seats played as usual). */
export function seatMarks(seats: readonly SeatSummary[], names: readonly string[]): SeatMark[] {
  return seats.flatMap((summary, seat) => {
    const mark = seatMark(seat, summary, names[seat] ?? "");
    return mark ? [mark] : [];
  });
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
