import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { plain } from "../../../scorers/format";
import { useKept } from "../../../scorers/kept";
import { useUndoKey } from "../../../scorers/keys";
import { ScorerActions } from "../../../scorers/ScorerActions";
import { ScorerHeader } from "../../../scorers/ScorerHeader";
import { useDocumentTitle } from "../../../scorers/useDocumentTitle";
import "../../tarot/calculator/calculator.css";
import { HandBreakdown } from "./HandBreakdown";
import { draftOf, handOf, HandForm, type Draft } from "./HandForm";
import {
  addHand,
  blankHand,
  change,
  deleteHand,
  historyFrom,
  MAX_NAME_LENGTH,
  MAX_TARGET,
  newPad,
  outcomeOf,
  problemsOf,
  replaceHand,
  rowsOf,
  scoreEntry,
  SIDES,
  totalsOf,
  undo,
  type History,
  type Pad,
} from "./pad";
import "./scorepad.css";
import { PadSheet } from "./PadSheet";

/** Where the pad (and its undo history) is kept, so that a reload does not lose it. */
const STORAGE_KEY = "parlor.buraco-scorepad";
const freshHistory = (): History => ({ pad: newPad(), past: [] });

const blankDraft = (): Draft => draftOf(blankHand());

/**
 * The Buraco score pad, for games played with real cards: two sides, each hand tallied (meld points,
 * canastas, red threes, hand points, morto, who went out) and scored by the engine's `scoreTally`
 * with its breakdown; the running totals to the target (editable) and the winner; any hand shown,
 * edited or deleted; undo (Ctrl+Z); kept in local storage.
 */
export function ScorepadPage({ onLobby }: { onLobby: () => void }) {
  const { t, i18n } = useTranslation("buracoScorepad");
  const lang = i18n.resolvedLanguage ?? "en";
  const [history, setHistory] = useKept(STORAGE_KEY, historyFrom, freshHistory);
  const pad = history.pad;
  const [draft, setDraft] = useState<Draft>(blankDraft);
  const [editing, setEditing] = useState<number | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const [status, setStatus] = useState("");
  const [targetText, setTargetText] = useState(String(pad.target));
  const formRef = useRef<HTMLDivElement>(null);

  useDocumentTitle(t("page.documentTitle"));

  const names = pad.sides.map((name, side) => name.trim() || t("setup.default", { n: side + 1 })) as [
    string,
    string,
  ];
  const rows = rowsOf(pad);
  const totals = totalsOf(pad);
  const outcome = outcomeOf(pad);
  const shownRow = rows.find((row) => row.index === (shown ?? rows.at(-1)?.index)) ?? null;

  const apply = (next: Pad) => setHistory((h) => change(h, next));
  /** A change that is not undone: the names as typed. */
  const applyQuietly = (next: Pad) => setHistory((h) => ({ ...h, pad: next }));

  const submit = () => {
    const hand = handOf(draft);
    if (problemsOf(hand, pad.naturalToEnd).length > 0) return;
    const index = editing ?? pad.hands.length;
    apply(editing === null ? addHand(pad, hand) : replaceHand(pad, editing, hand));
    const [first, second] = scoreEntry(hand);
    setShown(index);
    setEditing(null);
    setDraft(blankDraft());
    setStatus(
      editing === null
        ? t("status.scored", {
            n: index + 1,
            first: names[0],
            firstScore: plain(first.total, lang),
            second: names[1],
            secondScore: plain(second.total, lang),
          })
        : t("status.edited", { n: index + 1 }),
    );
  };

  const edit = (index: number) => {
    const hand = pad.hands[index];
    if (hand === undefined) return;
    setEditing(index);
    setShown(index);
    setDraft(draftOf(hand));
    setStatus("");
    formRef.current?.scrollIntoView({ block: "start" });
    formRef.current?.querySelector<HTMLInputElement>("input")?.focus();
  };

  const cancelEdit = () => {
    setEditing(null);
    setDraft(blankDraft());
  };

  const remove = (index: number) => {
    apply(deleteHand(pad, index));
    if (editing !== null) cancelEdit();
    setShown(null);
    setStatus(t("status.deleted", { n: index + 1 }));
  };

  const undoStep = () => {
    if (history.past.length === 0) {
      setStatus(t("status.nothingToUndo"));
      return;
    }
    const back = undo(history);
    setHistory(back);
    setTargetText(String(back.pad.target));
    setEditing(null);
    setShown(null);
    setDraft(blankDraft());
    setStatus(t("status.undone"));
  };

  const newGame = () => {
    apply({ ...pad, hands: [] });
    setEditing(null);
    setShown(null);
    setDraft(blankDraft());
    setStatus(t("status.newGame"));
  };

  useUndoKey(undoStep);

  const [a] = totals;
  return (
    <main className="calc pad" data-testid="buraco-scorepad">
      <ScorerHeader back={t("page.back")} title={t("page.title")} intro={t("page.intro")} onLobby={onLobby} />

      <section className="pad-setup" aria-labelledby="pad-setup-title">
        <h2 id="pad-setup-title">{t("setup.title")}</h2>
        <div className="pad-setup-fields">
          {SIDES.map((side) => (
            <div key={side} className="calc-number">
              <label htmlFor={`pad-side-${side}`}>{t("setup.name", { n: side + 1 })}</label>
              <input
                id={`pad-side-${side}`}
                value={pad.sides[side]}
                placeholder={t("setup.default", { n: side + 1 })}
                maxLength={MAX_NAME_LENGTH}
                autoComplete="off"
                data-testid={`side-name-${side}`}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  const sides = pad.sides.map((n, i) => (i === side ? value : n)) as [string, string];
                  applyQuietly({ ...pad, sides });
                }}
              />
            </div>
          ))}
          <div className="calc-number">
            <label htmlFor="pad-target">{t("setup.target")}</label>
            <input
              id="pad-target"
              inputMode="numeric"
              value={targetText}
              data-testid="target"
              onChange={(e) => {
                const text = e.currentTarget.value;
                setTargetText(text);
                const target = Number(text);
                if (/^\d+$/.test(text.trim()) && target >= 1 && target <= MAX_TARGET)
                  apply({ ...pad, target });
              }}
            />
          </div>
          <label className="calc-check">
            <input
              type="checkbox"
              checked={pad.naturalToEnd}
              data-testid="natural-to-end"
              onChange={(e) => apply({ ...pad, naturalToEnd: e.currentTarget.checked })}
            />
            {t("setup.naturalToEnd")}
          </label>
        </div>
      </section>

      <p className={`pad-outcome ${outcome ? "over" : ""}`} role="status" data-testid="outcome">
        {outcome === null
          ? t("outcome.playing", { target: plain(pad.target, lang) })
          : outcome.winner === null
            ? t("outcome.tie", { score: plain(a, lang) })
            : t("outcome.winner", {
                side: names[outcome.winner],
                score: plain(totals[outcome.winner], lang),
                other: plain(totals[outcome.winner === 0 ? 1 : 0], lang),
              })}
      </p>

      <div className="calc-layout pad-layout">
        <div ref={formRef} className="calc-entry">
          <HandForm
            key={editing ?? "new"}
            names={names}
            draft={draft}
            number={(editing ?? pad.hands.length) + 1}
            editing={editing !== null}
            naturalToEnd={pad.naturalToEnd}
            onDraft={setDraft}
            onSubmit={submit}
            onCancel={cancelEdit}
          />
        </div>
        <div className="calc-results">
          <ScorerActions
            status={status}
            confirmNew={t("actions.newGameConfirm")}
            canUndo={history.past.length > 0}
            started={pad.hands.length > 0}
            onUndo={undoStep}
            onNewGame={newGame}
          />
          {shownRow && (
            <HandBreakdown
              scores={shownRow.scores}
              names={names}
              title={t("breakdown.title", { n: shownRow.index + 1 })}
              testId="breakdown"
            />
          )}
          <PadSheet
            rows={rows}
            names={names}
            totals={totals}
            target={pad.target}
            shown={shownRow?.index ?? null}
            onShow={setShown}
            onEdit={edit}
            onDelete={remove}
          />
        </div>
      </div>
    </main>
  );
}
