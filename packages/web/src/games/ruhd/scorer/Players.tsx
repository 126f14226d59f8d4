import {
  addPlayer,
  MAX_NAME_LENGTH,
  MAX_PLAYERS,
  MIN_PLAYERS,
  removePlayer,
  renamePlayer,
  setFirstPlayer,
  type Sheet,
} from "@parlor/engine/ruhd";
import { useTranslation } from "react-i18next";
import { defaultNameOf, nameOf } from "./words";
import { Icon } from "../../../ui/Icon";

/**
 * Who plays: names (editable at any time), players added or removed until the first scored turn,
 * and who starts.
 */
export function Players({ sheet, onChange }: { sheet: Sheet; onChange: (sheet: Sheet) => void }) {
  const { t } = useTranslation("ruhd");
  const started = sheet.placements.length > 0;
  return (
    <section className="scorer-players" aria-labelledby="scorer-players-title">
      <h2 id="scorer-players-title">{t("scorer.players")}</h2>
      <ol className="scorer-player-names">
        {sheet.players.map((name, i) => (
          <li key={i}>
            <label htmlFor={`scorer-player-${i}`} className="visually-hidden">
              {t("scorer.nameOf", { n: i + 1 })}
            </label>
            <input
              id={`scorer-player-${i}`}
              value={name}
              placeholder={defaultNameOf(i, t)}
              maxLength={MAX_NAME_LENGTH}
              data-testid={`player-name-${i}`}
              onChange={(e) => onChange(renamePlayer(sheet, i, e.currentTarget.value))}
            />
            {!started && sheet.players.length > MIN_PLAYERS && (
              <button
                type="button"
                aria-label={t("scorer.remove", { name: nameOf(sheet, i, t) })}
                data-testid={`remove-player-${i}`}
                onClick={() => {
                  const removed = removePlayer(sheet, i);
                  if (removed.ok) onChange(removed.value);
                }}
              >
                <Icon name="close" />
              </button>
            )}
          </li>
        ))}
      </ol>
      <div className="scorer-player-actions">
        {!started && sheet.players.length < MAX_PLAYERS && (
          <button
            type="button"
            data-testid="add-player"
            onClick={() => {
              const added = addPlayer(sheet);
              if (added.ok) onChange(added.value);
            }}
          >
            {t("scorer.addPlayer")}
          </button>
        )}
        <label htmlFor="scorer-first-player">{t("scorer.starts")}</label>
        <select
          id="scorer-first-player"
          value={sheet.firstPlayer}
          data-testid="first-player"
          disabled={started}
          onChange={(e) => onChange(setFirstPlayer(sheet, Number(e.currentTarget.value)))}
        >
          {sheet.players.map((_, i) => (
            <option key={i} value={i}>
              {nameOf(sheet, i, t)}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}
