import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { assignKey, keyLabel, keyRows, type KeyPlace } from "./keys";
import { useKeyLabels } from "./layout";
import { useSettings } from "../../settings/useSettings";

/** What the keys section last said: its words, and whether it was a refusal. */
interface Said {
  readonly text: string;
  readonly refused: boolean;
}

/** The code of "A", the first player's letter. */
const LETTER_A = 65;

const samePlace = (a: KeyPlace | null, b: KeyPlace): boolean =>
  a !== null && a.player === b.player && a.row === b.row && a.column === b.column;

/**
 * The PC Set Game's two key blocks, each a grid mirroring the table's 3 rows of 4 cards, showing what
 * each key prints. Choosing a key listens for the next key pressed (its physical `KeyboardEvent.code`):
 * a free key is given at once and saved; one the same player or the other already uses is refused,
 * in words; Escape (or Tab, leaving) cancels. "Restore the default keys" brings the defaults back.
 */
export function KeyBlocks({ onSaved }: { readonly onSaved: () => void }) {
  const { t } = useTranslation(["settings", "set"]);
  const [settings, change] = useSettings();
  const labels = useKeyLabels(t("set:pc.layout"));
  const [listening, setListening] = useState<KeyPlace | null>(null);
  const [said, setSaid] = useState<Said | null>(null);
  // The keys in use (the settings' own when valid, else the defaults), read at each drawing: a change
  // of the settings draws this again.
  const map = keyRows();

  // "Player A", "Player B": as the PC table names two people on one keyboard.
  const playerName = (player: number) => t("keys.player", { letter: String.fromCharCode(LETTER_A + player) });
  const words = (place: KeyPlace) => ({
    player: playerName(place.player),
    row: place.row + 1,
    column: place.column + 1,
  });

  useEffect(() => {
    if (listening === null) return;
    const onKey = (event: KeyboardEvent) => {
      // A browser shortcut is the browser's; Tab leaves (and stops listening).
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.code === "Tab") {
        setListening(null);
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      if (event.code === "Escape") {
        setListening(null);
        setSaid({ text: t("keys.cancelled"), refused: false });
        return;
      }
      const key = keyLabel(event.code, labels);
      const result = assignKey(keyRows(), listening, event.code);
      if (result.ok) {
        change({ pcKeys: result.map });
        setListening(null);
        setSaid({ text: t("keys.assigned", { ...words(listening), key }), refused: false });
        onSaved();
      } else if (result.reason === "not-playable") {
        setSaid({ text: t("keys.notPlayable"), refused: true });
      } else {
        const where = words(result.taken);
        setSaid({
          text: t(result.reason === "same-block" ? "keys.sameBlock" : "keys.otherBlock", { ...where, key }),
          refused: true,
        });
      }
    };
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
    // `words` and `t` follow the language, read at each key.
  });

  const listen = (place: KeyPlace) => {
    if (samePlace(listening, place)) {
      setListening(null);
      setSaid({ text: t("keys.cancelled"), refused: false });
      return;
    }
    setListening(place);
    setSaid({ text: t("keys.listening", words(place)), refused: false });
  };

  return (
    <>
      <div className="key-blocks">
        {map.map((block, player) => (
          <div
            key={player}
            className="key-block"
            role="group"
            aria-labelledby={`key-block-${player}`}
            data-testid={`key-block-${player}`}
          >
            <h3 id={`key-block-${player}`} className="key-block-title">
              {playerName(player)}
            </h3>
            <div
              className="key-grid"
              style={{ gridTemplateColumns: `repeat(${block[0]?.length ?? 0}, 1fr)` }}
            >
              {block.flatMap((row, r) =>
                row.map((code, c) => {
                  const place = { player, row: r, column: c };
                  const here = samePlace(listening, place);
                  const key = keyLabel(code, labels);
                  return (
                    <button
                      key={`${r}-${c}`}
                      type="button"
                      className={`key-slot${here ? " listening" : ""}`}
                      aria-label={t("keys.slot", { ...words(place), key })}
                      aria-pressed={here}
                      data-testid={`key-${player}-${r * row.length + c}`}
                      data-code={code}
                      onClick={() => listen(place)}
                      onBlur={() => here && setListening(null)}
                    >
                      {here ? (
                        <span className="key-waiting">{t("keys.waiting")}</span>
                      ) : (
                        <span className="key-cap">{key}</span>
                      )}
                    </button>
                  );
                }),
              )}
            </div>
          </div>
        ))}
      </div>
      <p
        className={`key-said${said?.refused ? " refused" : ""}`}
        role="status"
        aria-live="polite"
        data-testid="key-said"
      >
        {said?.text}
      </p>
      <button
        type="button"
        data-testid="keys-restore"
        disabled={settings.pcKeys === null}
        onClick={() => {
          setListening(null);
          change({ pcKeys: null });
          setSaid({ text: t("keys.restored"), refused: false });
          onSaved();
        }}
      >
        {t("keys.restore")}
      </button>
    </>
  );
}
