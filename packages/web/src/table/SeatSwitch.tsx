import { PlayerChip } from "./players";

/** With two players on one page: who the mouse, the buttons and the keys play for. */
export function SeatSwitch({
  held,
  active,
  names,
  onChange,
}: {
  held: readonly number[];
  active: number;
  names: readonly string[];
  onChange: (seat: number) => void;
}) {
  if (held.length < 2) return null;
  return (
    <fieldset className="seat-switch" data-testid="seat-switch">
      <legend>Who plays the mouse and buttons</legend>
      {held.map((seat) => (
        <label key={seat} className={seat === active ? "active" : ""}>
          <input
            type="radio"
            name="active-seat"
            checked={seat === active}
            onChange={() => onChange(seat)}
            data-testid={`play-as-${seat}`}
          />
          <PlayerChip seat={seat} name={names[seat] ?? ""} />
        </label>
      ))}
    </fieldset>
  );
}
