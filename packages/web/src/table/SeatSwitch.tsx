import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation();
  if (held.length < 2) return null;
  return (
    <fieldset className="seat-switch" data-testid="seat-switch">
      <legend>{t("players.switch")}</legend>
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
