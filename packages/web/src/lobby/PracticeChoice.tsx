/**
 * The lobby's "Practice": a solo game of a game that keeps personal bests (its `practice`), in a mode
 * the person picks, started at once: a table of one seat, theirs, no bot, not rated, with the longest
 * grace before a stand-in would play their seat (a stand-in's game would not count).
 */
import { schemaOf } from "@parlor/protocol";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { GameInfo } from "../api";
import { GRACE_BOUNDS } from "./GraceChoice";

/** The option that names a practice's mode (its personal bests are kept per mode). */
const MODE_OPTION = "mode";

/** What the lobby asks the server for a practice in `mode`. */
export function practiceTable(mode: string): {
  readonly options: Readonly<Record<string, unknown>>;
  readonly settings: { readonly rated: false; readonly graceSeconds: number };
} {
  return { options: { [MODE_OPTION]: mode }, settings: { rated: false, graceSeconds: GRACE_BOUNDS.max } };
}

/** The modes a game's practice may be played in (its `mode` option's values), or none. */
export function practiceModes(game: GameInfo): string[] {
  if (game.practice !== true) return [];
  const values = schemaOf(game.options.properties?.[MODE_OPTION])?.enum ?? [];
  return values.filter((v): v is string => typeof v === "string");
}

export function PracticeChoice(props: Parameters<typeof Choice>[0]) {
  // The practice's words load with the lobby's first look at it; the lobby does not wait for them.
  return (
    <Suspense fallback={null}>
      <Choice {...props} />
    </Suspense>
  );
}

function Choice({
  game,
  title,
  disabled,
  onStart,
}: {
  game: GameInfo;
  title: string;
  disabled: boolean;
  onStart: (mode: string) => void;
}) {
  const { t } = useTranslation("practice");
  const modes = practiceModes(game);
  const first = typeof game.defaults?.[MODE_OPTION] === "string" ? game.defaults[MODE_OPTION] : modes[0];
  const [mode, setMode] = useState<string>(first ?? "");
  if (modes.length === 0) return null;
  return (
    <div className="practice-choice" data-testid={`practice-${game.id}`}>
      <p>{t("lobby.prompt")}</p>
      <select
        aria-label={t("lobby.mode")}
        data-testid="practice-mode"
        value={mode}
        onChange={(e) => setMode(e.target.value)}
      >
        {modes.map((m) => (
          <option key={m} value={m}>
            {t(`modes.${m}`)}
          </option>
        ))}
      </select>
      <button
        type="button"
        data-testid="practice-start"
        aria-label={t("lobby.startLabel", { game: title })}
        disabled={disabled}
        onClick={() => onStart(mode)}
      >
        {t("lobby.start")}
      </button>
    </div>
  );
}
