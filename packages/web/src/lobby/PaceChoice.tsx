import { TURN_BASED_HOURS, TURN_TIMEOUTS, type TablePace, type TurnTimeout } from "@parlor/protocol";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../i18n";
import { HOURS_A_DAY } from "../turns/time";
import { clampHours, type PaceDraft } from "./pace";

/** Days in words carry at most this many decimals ("1.5 days"). */
const DAY_DECIMALS = 1;

/**
 * The new table's pace, for a game played in turns: live (everyone at the table now), or turn-based
 * (a match over hours or days), then with its time bank: hours for one move, hours for all of a
 * person's moves (said in days beside them), and what happens when a person's time runs out (the
 * game's default bot plays that move, or they resign). Hours are whole, within the server's bounds
 * (`TURN_BASED_HOURS`), set right when the field is left.
 */
export function PaceChoice({ draft, onChange }: { draft: PaceDraft; onChange: (draft: PaceDraft) => void }) {
  const { t } = useTranslation("lifecycle");
  const set = (change: Partial<PaceDraft>) => onChange({ ...draft, ...change });
  const paces: readonly { readonly pace: TablePace; readonly label: string; readonly hint: string }[] = [
    { pace: "live", label: t("pace.live"), hint: t("pace.liveHint") },
    { pace: "turn-based", label: t("pace.turnBased"), hint: t("pace.turnBasedHint") },
  ];
  const timeouts: Readonly<Record<TurnTimeout, string>> = {
    bot: t("pace.onTimeoutBot"),
    resign: t("pace.onTimeoutResign"),
  };
  const bankHours = clampHours(draft.bankHours, TURN_BASED_HOURS.bank);
  const days = Number((bankHours / HOURS_A_DAY).toFixed(DAY_DECIMALS));
  return (
    <fieldset className="pace-choice" data-testid="pace-choice">
      <legend>{t("pace.legend")}</legend>
      {paces.map(({ pace, label, hint }) => (
        <div key={pace} className="pace-option">
          <label>
            <input
              type="radio"
              name="table-pace"
              value={pace}
              checked={draft.pace === pace}
              aria-describedby={`pace-${pace}-hint`}
              data-testid={`pace-${pace}`}
              onChange={() => set({ pace })}
            />{" "}
            {label}
          </label>
          <small id={`pace-${pace}-hint`}>{hint}</small>
        </div>
      ))}
      {draft.pace === "turn-based" && (
        <div className="pace-bank" data-testid="pace-bank">
          <HoursField
            id="pace-move-hours"
            label={t("pace.moveHours")}
            hint={t("pace.hoursBounds", TURN_BASED_HOURS.move)}
            hours={draft.moveHours}
            bounds={TURN_BASED_HOURS.move}
            onChange={(moveHours) => set({ moveHours })}
          />
          <HoursField
            id="pace-bank-hours"
            label={t("pace.bankHours")}
            hint={`${t("pace.inDays", { count: days, days: days.toLocaleString(currentLanguage()) })} ${t(
              "pace.hoursBounds",
              TURN_BASED_HOURS.bank,
            )}`}
            hours={draft.bankHours}
            bounds={TURN_BASED_HOURS.bank}
            onChange={(bankHours) => set({ bankHours })}
          />
          <p>
            <label htmlFor="pace-on-timeout">{t("pace.onTimeout")}</label>{" "}
            <select
              id="pace-on-timeout"
              value={draft.onTimeout}
              data-testid="pace-on-timeout"
              onChange={(e) => set({ onTimeout: e.currentTarget.value as TurnTimeout })}
            >
              {TURN_TIMEOUTS.map((timeout) => (
                <option key={timeout} value={timeout}>
                  {timeouts[timeout]}
                </option>
              ))}
            </select>
          </p>
        </div>
      )}
    </fieldset>
  );
}

/** Whole hours in a number field: its test id is its id; an empty field reads null (the default). */
function HoursField({
  id,
  label,
  hint,
  hours,
  bounds,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  hours: number | null;
  bounds: (typeof TURN_BASED_HOURS)[keyof typeof TURN_BASED_HOURS];
  onChange: (hours: number | null) => void;
}) {
  const { t } = useTranslation("lifecycle");
  return (
    <p>
      <label htmlFor={id}>{label}</label>{" "}
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={bounds.min}
        max={bounds.max}
        step={1}
        placeholder={String(bounds.default)}
        value={hours ?? ""}
        aria-describedby={`${id}-hint`}
        data-testid={id}
        onChange={(e) => {
          const value = e.currentTarget.value;
          onChange(value === "" ? null : Number(value));
        }}
        onBlur={() => onChange(clampHours(hours, bounds))}
      />{" "}
      {t("pace.hours")}
      <small id={`${id}-hint`}>{hint}</small>
    </p>
  );
}
