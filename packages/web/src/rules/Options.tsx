import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { gamesOnce, problemText, type GameInfo, type JsonSchema } from "../api";

/** An option's default in words: yes / no, a number in the page's language, "none". */
function valueWords(value: unknown, yes: string, no: string, none: string, language: string): string {
  if (value === true) return yes;
  if (value === false) return no;
  if (value === null || value === undefined) return none;
  if (typeof value === "number") return new Intl.NumberFormat(language).format(value);
  return String(value);
}

/**
 * The options a table of this game may change, as the engine defines them (the server's
 * `/api/games`: each option's JSON Schema and default), named and explained in the lobby's words.
 */
export function Options({ game }: { game: string }) {
  const { t, i18n } = useTranslation(["rules", "common"]);
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
  if (problem) return <p role="alert">{t("optionsError", { message: problem })}</p>;
  if (!info) return <p>{t("common:loading")}</p>;
  const entries = Object.entries(info.options.properties ?? {}) as [string, JsonSchema][];
  return (
    <>
      <p>{t("optionsIntro", { players: info.seatCounts.join(" · ") })}</p>
      <dl className="rules-options" data-testid="rules-options-list">
        {entries.map(([name, schema]) => (
          <div key={name} className="rules-option">
            <dt>{t(`common:options.${game}.${name}.label`)}</dt>
            <dd>
              <span className="rules-option-default">
                {t("optionDefault", {
                  value: valueWords(
                    schema.default ?? info.defaults?.[name],
                    t("yes"),
                    t("no"),
                    t("common:options.none"),
                    i18n.language,
                  ),
                })}
              </span>
              {schema.description && <span> {t(`common:options.${game}.${name}.help`)}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
