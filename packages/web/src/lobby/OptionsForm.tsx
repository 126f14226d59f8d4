import { useTranslation } from "react-i18next";
import type { JsonSchema } from "../api";

type Values = Record<string, unknown>;

function kindOf(schema: JsonSchema): { type: string; nullable: boolean; schema: JsonSchema } {
  if (schema.anyOf) {
    const real = schema.anyOf.find((s) => s.type !== "null") ?? {};
    return {
      type: String(real.type ?? "string"),
      nullable: schema.anyOf.some((s) => s.type === "null"),
      schema: real,
    };
  }
  return { type: String(schema.type ?? "string"), nullable: false, schema };
}

/**
 * The game's options as a form, built from its JSON Schema (every option has a default), each named
 * and explained in the language in use (`common:options.<game>.<option>.label` and `.help`).
 */
export function OptionsForm({
  game,
  schema,
  values,
  onChange,
}: {
  /** The game's id, for its options' words. */
  game: string;
  schema: JsonSchema;
  values: Values;
  onChange: (values: Values) => void;
}) {
  const { t } = useTranslation();
  const label = (name: string): string => t(`options.${game}.${name}.label`);
  const entries = Object.entries(schema.properties ?? {});
  return (
    <div className="options-form" data-testid="options-form">
      {entries.map(([name, prop]) => {
        const { type, nullable, schema: inner } = kindOf(prop);
        const id = `option-${name}`;
        const value = values[name] ?? prop.default;
        const help = prop.description ? (
          <small id={`${id}-help`}>{t(`options.${game}.${name}.help`)}</small>
        ) : null;
        if (type === "boolean") {
          return (
            <div key={name} className="option option-bool">
              <label htmlFor={id}>
                <input
                  id={id}
                  type="checkbox"
                  checked={value === true}
                  aria-describedby={help ? `${id}-help` : undefined}
                  data-testid={id}
                  onChange={(e) => onChange({ ...values, [name]: e.currentTarget.checked })}
                />{" "}
                {label(name)}
              </label>
              {help}
            </div>
          );
        }
        if (inner.enum) {
          return (
            <div key={name} className="option">
              <label htmlFor={id}>{label(name)}</label>
              <select
                id={id}
                value={String(value)}
                data-testid={id}
                onChange={(e) =>
                  onChange({
                    ...values,
                    [name]: inner.enum?.find((v) => String(v) === e.currentTarget.value),
                  })
                }
              >
                {inner.enum.map((v) => (
                  <option key={String(v)} value={String(v)}>
                    {String(v)}
                  </option>
                ))}
              </select>
              {help}
            </div>
          );
        }
        const numeric = type === "integer" || type === "number";
        return (
          <div key={name} className="option">
            <label htmlFor={id}>{label(name)}</label>
            <input
              id={id}
              type={numeric ? "number" : "text"}
              min={inner.minimum}
              max={inner.maximum}
              step={type === "integer" ? 1 : "any"}
              placeholder={nullable ? t("options.none") : undefined}
              value={value === null || value === undefined ? "" : String(value)}
              aria-describedby={help ? `${id}-help` : undefined}
              data-testid={id}
              onChange={(e) => {
                const raw = e.currentTarget.value;
                const next = raw === "" ? (nullable ? null : prop.default) : numeric ? Number(raw) : raw;
                onChange({ ...values, [name]: next });
              }}
            />
            {help}
          </div>
        );
      })}
    </div>
  );
}
