import { useTranslation } from "react-i18next";
import type { Draft, OptionField, Problem } from "./optionFields";

/** The seat choice's value for "anyone, at random" (the option's null). */
const RANDOM_SEAT = "";

/**
 * The game's options as a form built from its schema (`optionFields`): each option named and explained
 * in words (`common:options.<game>.<option>.label` and `.help`), durations in seconds, a starting seat
 * by its number; what is wrong is said beside the field as the person types (`aria-invalid`, and the
 * sentence in `aria-describedby` with the help).
 */
export function OptionsForm({
  game,
  fields,
  draft,
  problems,
  seatCount,
  onChange,
}: {
  /** The game's id, for its options' words. */
  game: string;
  fields: readonly OptionField[];
  draft: Draft;
  problems: Readonly<Record<string, Problem>>;
  /** The table's seats: a seat option offers these (and the one chosen, if the table shrank). */
  seatCount?: number;
  onChange: (draft: Draft) => void;
}) {
  const { t } = useTranslation();
  const set = (name: string, value: string | boolean) => onChange({ ...draft, [name]: value });
  return (
    <div className="options-form" data-testid="options-form">
      {fields.map((field) => {
        const { name } = field;
        const id = `option-${name}`;
        const label = t(`options.${game}.${name}.label`);
        const problem = problems[name];
        const helpId = `${id}-help`;
        const problemId = `${id}-problem`;
        const describedBy = problem ? `${problemId} ${helpId}` : helpId;
        const help = (
          <small id={helpId} className="option-help">
            {t(`options.${game}.${name}.help`)}
          </small>
        );
        const said = problem && (
          <p id={problemId} className="option-problem" data-testid={`${id}-problem`}>
            {t(`lobby.optionErrors.${problem.key}`, problem.values ?? {})}
          </p>
        );
        const value = draft[name];
        if (field.kind === "boolean") {
          return (
            <div key={name} className="option option-bool">
              <input
                id={id}
                type="checkbox"
                checked={value === true}
                aria-describedby={helpId}
                data-testid={id}
                onChange={(e) => set(name, e.currentTarget.checked)}
              />
              <label htmlFor={id}>{label}</label>
              {help}
            </div>
          );
        }
        if (field.kind === "choice" || field.kind === "seat") {
          const chosen = typeof value === "string" && value !== RANDOM_SEAT ? Number(value) + 1 : 0;
          const offered = Math.min((field.max ?? 0) + 1, Math.max(seatCount ?? Infinity, chosen));
          const seats = field.kind === "seat" ? Array.from({ length: offered }, (_, i) => i) : [];
          return (
            <div key={name} className="option">
              <label htmlFor={id}>{label}</label>
              <select
                id={id}
                value={String(value ?? "")}
                aria-describedby={describedBy}
                data-testid={id}
                onChange={(e) => set(name, e.currentTarget.value)}
              >
                {field.kind === "seat" ? (
                  <>
                    {field.nullable && <option value={RANDOM_SEAT}>{t("lobby.randomSeat")}</option>}
                    {seats.map((i) => (
                      <option key={i} value={String(i)}>
                        {t("lobby.seat", { n: i + 1 })}
                      </option>
                    ))}
                  </>
                ) : (
                  field.choices?.map((choice, i) => (
                    <option key={String(choice)} value={String(i)}>
                      {String(choice)}
                    </option>
                  ))
                )}
              </select>
              {said}
              {help}
            </div>
          );
        }
        const seconds = field.kind === "seconds";
        return (
          <div key={name} className="option">
            <label htmlFor={id}>{label}</label>
            <span className="option-entry">
              <input
                id={id}
                type="text"
                inputMode={seconds || !field.integer ? "decimal" : "numeric"}
                autoComplete="off"
                spellCheck={false}
                placeholder={field.nullable ? t("options.none") : undefined}
                value={typeof value === "string" ? value : ""}
                aria-invalid={problem ? true : undefined}
                aria-describedby={describedBy}
                data-testid={id}
                onChange={(e) => set(name, e.currentTarget.value)}
              />
              {seconds && (
                <span className="option-unit" data-testid={`${id}-unit`}>
                  {t("lobby.secondsUnit")}
                </span>
              )}
            </span>
            {said}
            {help}
          </div>
        );
      })}
    </div>
  );
}
