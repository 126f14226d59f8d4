import { MAX_NAME_UNITS } from "@parlor/protocol";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { peopleProblem } from "./problem";
import { makeGuest } from "./api";
import { setMe, setPendingName, useMe } from "./me";
import { suggestName } from "./suggest";
import "./people.css";

/**
 * The first visit's question, a panel of the lobby (never in the way): the name to go by, prefilled
 * with a friendly suggestion, editable. Saving makes a guest player (a session cookie) and the panel
 * goes; making a table first makes the guest with the name shown here.
 */
export function NamePrompt() {
  const { t } = useTranslation("people");
  const me = useMe();
  const [name, setName] = useState(() => {
    const suggestion = suggestName();
    setPendingName(suggestion);
    return suggestion;
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (me !== null) return null;

  const change = (value: string) => {
    setName(value);
    setPendingName(value);
    setProblem(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      setMe(await makeGuest(name));
    } catch (error) {
      setProblem(peopleProblem(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="name-prompt" aria-labelledby="name-prompt-title" data-testid="name-prompt">
      <h2 id="name-prompt-title">{t("prompt.title")}</h2>
      <form onSubmit={(event) => void submit(event)}>
        <label>
          <span>{t("prompt.label")}</span>
          <input
            data-testid="name-input"
            value={name}
            maxLength={MAX_NAME_UNITS}
            autoComplete="nickname"
            onChange={(event) => change(event.target.value)}
            aria-describedby="name-prompt-hint"
            aria-invalid={problem !== null}
          />
        </label>
        <button type="submit" data-testid="name-submit" disabled={saving || name.trim() === ""}>
          {t("prompt.submit")}
        </button>
      </form>
      <p id="name-prompt-hint" className="hint">
        {t("prompt.hint")}
      </p>
      {problem && (
        <p className="notice" role="alert" data-testid="name-problem">
          {problem}
        </p>
      )}
    </section>
  );
}
