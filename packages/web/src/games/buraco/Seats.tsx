import type { BuracoView } from "@parlor/engine/buraco";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PlayerChip } from "../../table/players";
import { seatsAround } from "./places";

/** The most card backs drawn for a hand (its size is said in figures as well). */
const BACKS_SHOWN = 11;

/** One seat at the table: its name, partner or opponent, its hand size (backs and figure), its turn. */
function Seat({
  seat,
  name,
  view,
  role,
  place,
}: {
  seat: number;
  name: string;
  view: BuracoView;
  /** Null for a spectator, who sits at no side. */
  role: "you" | "partner" | "opponent" | null;
  place: string;
}) {
  const { t } = useTranslation("buraco");
  const count = view.handCounts[seat] ?? 0;
  // Once the match is over nobody is to play, even when it ended early with a turn still in the view.
  const turn = !view.finished && view.turn === seat;
  return (
    <div
      className={`buraco-seat buraco-seat-${place}${turn ? " turn" : ""}`}
      data-testid={`seat-${seat}`}
      aria-current={turn ? "step" : undefined}
    >
      <PlayerChip seat={seat} name={name} />
      {role !== null && <span className="buraco-role">{t(`seats.${role}`)}</span>}
      <span className="buraco-backs" aria-hidden="true">
        {Array.from({ length: Math.min(count, BACKS_SHOWN) }, (_, i) => (
          <span key={i} className="buraco-mini-back" />
        ))}
      </span>
      <span data-testid={`hand-count-${seat}`}>{t("seats.cards", { count })}</span>
      {turn && <strong className="buraco-to-play">{t("seats.toPlay")}</strong>}
    </div>
  );
}

/**
 * The table seen from your seat: the others around the middle (`children`: the stock, the pile and the
 * mortos), your partner across at 4 players, the opponents left and right (across at 2 players), each
 * with their hand size, and your own seat below. A spectator sees it from seat 0.
 */
export function TableRing({
  view,
  names,
  me,
  children,
}: {
  view: BuracoView;
  names: readonly string[];
  me: number;
  children: ReactNode;
}) {
  const { t } = useTranslation("buraco");
  const around = seatsAround(me, view.seats);
  const sideOf = (seat: number) => view.teams.findIndex((team) => team.includes(seat));
  const role = (seat: number) => {
    if (view.seat === null) return null;
    if (seat === me) return "you";
    return sideOf(seat) === sideOf(me) ? "partner" : "opponent";
  };
  const seatAt = (seat: number | null, place: string) =>
    seat === null ? null : (
      <Seat seat={seat} name={names[seat] ?? ""} view={view} role={role(seat)} place={place} />
    );
  return (
    <section
      className={`buraco-ring buraco-ring-${view.seats}`}
      aria-label={t("seats.label")}
      data-testid="players"
    >
      {seatAt(around.across, "across")}
      {seatAt(around.left, "left")}
      <div className="buraco-ring-centre">{children}</div>
      {seatAt(around.right, "right")}
      {seatAt(me, "me")}
    </section>
  );
}
