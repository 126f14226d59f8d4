import { schemaOf } from "@parlor/protocol";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { gamesOnce, problemText, type GameInfo } from "../api";
import { MS_PER_SECOND, optionFields, type OptionField } from "../lobby/optionFields";

/** An option's default in words: yes / no, a duration in seconds, a seat by its number, "none". */
function defaultWords(field: OptionField, t: TFunction<["rules", "common"]>, language: string): string {
  const value = field.default;
  const number = new Intl.NumberFormat(language);
  if (value === true) return t("yes");
  if (value === false) return t("no");
  if (value === null || value === undefined) return t("common:options.none");
  if (typeof value !== "number") return String(value);
  if (field.kind === "seconds")
    return `${number.format(value / MS_PER_SECOND)} ${t("common:lobby.secondsUnit")}`;
  if (field.kind === "seat") return t("common:lobby.seat", { n: value + 1 });
  return number.format(value);
}

/**
 * The game as `/api/games` describes it (its options, pace, seat counts: asked once per page, then
 * kept), or why it could not be read; null until known.
 */
export function useGameInfo(game: string): { info: GameInfo | null; problem: string | null } {
  const [info, setInfo] = useState<GameInfo | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    gamesOnce().then(
      (games) => live && setInfo(games.find((g) => g.id === game) ?? null),
      (error: unknown) => live && setProblem(problemText(error)),
    );
    return () => {
      live = false;
    };
  }, [game]);
  return { info, problem };
}

/**
 * The options a table of this game may change, as the engine defines them (the server's
 * `/api/games`: each option's JSON Schema and default), named and explained in the lobby's words,
 * in the lobby's units (durations in seconds, seats by number: `lobby/optionFields`).
 */
export function Options({ game }: { game: string }) {
  const { t, i18n } = useTranslation(["rules", "common"]);
  const { info, problem } = useGameInfo(game);
  if (problem) return <p role="alert">{t("optionsError", { message: problem })}</p>;
  if (!info) return <p>{t("common:loading")}</p>;
  const fields = optionFields(info.options);
  const described = (name: string): boolean =>
    schemaOf(info.options.properties?.[name])?.description !== undefined;
  return (
    <>
      <p>{t("optionsIntro", { players: info.seatCounts.join(" · ") })}</p>
      <dl className="rules-options" data-testid="rules-options-list">
        {fields.map((field) => (
          <div key={field.name} className="rules-option">
            <dt>{t(`common:options.${game}.${field.name}.label`)}</dt>
            <dd>
              <span className="rules-option-default">
                {t("optionDefault", { value: defaultWords(field, t, i18n.language) })}
              </span>
              {described(field.name) && <span> {t(`common:options.${game}.${field.name}.help`)}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
