import { GRACE_SECONDS } from "@parlor/protocol";
import { useTranslation } from "react-i18next";
import "./presence.css";

/** The bounds the server takes for `graceSeconds`: the protocol's `GRACE_SECONDS`. */
export const GRACE_BOUNDS = GRACE_SECONDS;

/** A number of seconds within the grace bounds, whole. */
export function clampGrace(seconds: number): number {
  return Math.min(GRACE_BOUNDS.max, Math.max(GRACE_BOUNDS.min, Math.round(seconds)));
}

/**
 * The new table's "away time": how long a person may be disconnected before a bot of their level
 * plays their seat (until they come back). Empty means the game's default (`graceSeconds` of
 * `/api/games`: 20 s in the real-time SET games, 60 s in the others).
 */
export function GraceChoice({
  seconds,
  gameDefault,
  onChange,
}: {
  /** The table's own grace, or null for the game's default. */
  seconds: number | null;
  gameDefault: number;
  onChange: (seconds: number | null) => void;
}) {
  const { t } = useTranslation("lifecycle");
  return (
    <div className="grace-choice">
      <label>
        {t("lobby.grace")}{" "}
        <input
          type="number"
          inputMode="numeric"
          min={GRACE_BOUNDS.min}
          max={GRACE_BOUNDS.max}
          step={1}
          placeholder={String(gameDefault)}
          value={seconds ?? ""}
          aria-describedby="grace-choice-hint"
          data-testid="grace-choice"
          onChange={(e) => {
            const value = e.currentTarget.value;
            onChange(value === "" ? null : Number(value));
          }}
          onBlur={() => {
            if (seconds !== null) onChange(Number.isFinite(seconds) ? clampGrace(seconds) : null);
          }}
        />{" "}
        {t("lobby.seconds")}
      </label>
      <small id="grace-choice-hint">
        {t("lobby.graceHint", { seconds: gameDefault, min: GRACE_BOUNDS.min, max: GRACE_BOUNDS.max })}
      </small>
    </div>
  );
}
