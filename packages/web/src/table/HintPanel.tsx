import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { HintWords } from "../games/ui";
import { basisKey, signedValue, topMoves, type HintAnswer, type HintState } from "./hint";
import { useKeys } from "./useKeys";
import "./hint.css";

/** The key that asks for a hint (shown on the button; hidden on touch phones like every key hint). */
const HINT_KEY = "KeyH";

/** A game's hint words once loaded (null meanwhile: the moves are then shown by nothing but the panel). */
function useHintWords(load: (() => Promise<HintWords>) | undefined): HintWords | null {
  const [words, setWords] = useState<HintWords | null>(null);
  useEffect(() => {
    if (!load) return;
    let live = true;
    load().then(
      (loaded) => live && setWords(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load]);
  return words;
}

/**
 * A hint at a table against bots (table/hint.ts): the Hint button (and the H key) on the person's
 * turn, and the answer under it in a polite live region: the strong bot's move in the game's words,
 * what its values are, and the best moves it weighed with their values. Loaded lazily with the `hint`
 * namespace, only at tables that offer hints.
 */
export function HintPanel({
  state,
  canAsk,
  ask,
  close,
  view,
  words: loadWords,
}: {
  state: HintState;
  /** Whether it is the person's turn now (the button shows only then). */
  canAsk: boolean;
  ask: () => void;
  close: () => void;
  /** The seat's latest view (the words may name what it shows: a Buraco meld). */
  view: unknown;
  words?: () => Promise<HintWords>;
}) {
  const words = useHintWords(loadWords);
  const { t, i18n } = useTranslation(["hint", ...(words?.namespaces ?? [])]);
  const pending = state.status === "pending";
  useKeys((event) => {
    if (event.code !== HINT_KEY || event.shiftKey || !canAsk || pending) return false;
    ask();
    return true;
  });
  const say = (action: unknown, brief = false) => (words ? words.words(action, view, t, brief) : "");
  return (
    <div className="hint-bar" data-testid="hint-bar">
      {canAsk && (
        <button
          type="button"
          className="hint-ask"
          onClick={ask}
          disabled={pending}
          aria-keyshortcuts="H"
          title={t("hint:askTitle")}
          data-testid="hint-ask"
        >
          <span className="hint-icon" aria-hidden="true">
            ?
          </span>
          <span className="phone-visually-hidden">{t("hint:ask")}</span> <kbd className="hint-key">H</kbd>
          <span className="visually-hidden"> — {t("hint:askTitle")}</span>
        </button>
      )}
      <div className="hint-live" aria-live="polite" data-testid="hint-live">
        {pending && (
          <p className="hint-thinking" role="status" data-testid="hint-pending">
            {t("hint:thinking")}
          </p>
        )}
        {state.status === "refused" && (
          <p className="notice hint-refused" data-testid="hint-refused">
            {t(`hint:errors.${state.code}`, { defaultValue: t("hint:errors.other") })}
          </p>
        )}
        {state.status === "shown" && words && (
          <HintAnswerPanel hint={state.hint} say={say} words={words} close={close} language={i18n.language} />
        )}
      </div>
    </div>
  );
}

function HintAnswerPanel({
  hint,
  say,
  words,
  close,
  language,
}: {
  hint: HintAnswer;
  say: (action: unknown, brief?: boolean) => string;
  words: HintWords;
  close: () => void;
  language: string;
}) {
  const { t } = useTranslation("hint");
  const basis = basisKey(hint.basis);
  const unit = t(`units.${hint.unit}`, { defaultValue: hint.unit });
  const Picture = words.Picture;
  return (
    <section className="panel panel-info hint-panel" aria-labelledby="hint-title" data-testid="hint-panel">
      <div className="hint-head">
        <h2 id="hint-title" className="hint-title">
          {t("title")}
        </h2>
        <button
          type="button"
          className="icon-button quiet hint-close"
          onClick={close}
          aria-label={t("close")}
          data-testid="hint-close"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="hint-best" data-testid="hint-move">
        {Picture && (
          <span className="hint-picture" aria-hidden="true">
            <Picture action={hint.action} />
          </span>
        )}
        <strong>{say(hint.action)}</strong>
      </p>
      <table className="hint-moves" data-testid="hint-moves">
        <caption className="visually-hidden">{t("moves")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("move")}</th>
            <th scope="col">{t("value", { unit })}</th>
          </tr>
        </thead>
        <tbody>
          {topMoves(hint).map((move, i) => (
            <tr key={i} data-testid={`hint-row-${i}`}>
              <td>{say(move.action, true)}</td>
              <td className="hint-value">{signedValue(move.value, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="hint-basis" data-testid="hint-basis">
        {t("basis", {
          basis: basis ? t(basis.key, basis.count === undefined ? {} : { count: basis.count }) : hint.basis,
        })}
      </p>
    </section>
  );
}
