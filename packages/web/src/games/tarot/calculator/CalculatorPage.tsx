import { PLAYER_COUNTS, type Chelem, type Contract, type Poignee, type Side } from "@parlor/engine/tarot";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Choice } from "../../../scorers/Choice";
import { useKept } from "../../../scorers/kept";
import { useUndoKey } from "../../../scorers/keys";
import { ScorerActions } from "../../../scorers/ScorerActions";
import { ScorerHeader } from "../../../scorers/ScorerHeader";
import { useDocumentTitle } from "../../../scorers/useDocumentTitle";
import { calculatorCsv, type CsvWords } from "./csv";
import { DealBreakdown } from "./DealBreakdown";
import { DealForm, entryOf, type Draft } from "./DealForm";
import { blankEntry, pointsText, scoreEntry } from "./entry";
import "./calculator.css";
import { ScoreSheet } from "./ScoreSheet";
import {
  addDeal,
  change,
  deleteDeal,
  historyFrom,
  MAX_NAME_LENGTH,
  newSheet,
  playersOf,
  renamePlayer,
  replaceDeal,
  resize,
  rowsOf,
  totalsOf,
  undo,
  type CalculatorSheet,
  type History,
} from "./sheet";

/** Where the sheet (and its undo history) is kept, so that a reload does not lose it. */
const STORAGE_KEY = "parlor.tarot-calculator";
const freshHistory = (): History => ({ sheet: newSheet(), past: [] });

/** A fresh form: the next deal, taken by the seat after the last taker. */
function blankDraft(sheet: CalculatorSheet): Draft {
  const last = sheet.deals.at(-1);
  const taker = last === undefined ? 0 : (last.taker + 1) % sheet.players.length;
  return { entry: { ...blankEntry(), taker }, points: "" };
}

/** Saves text as a file the browser downloads. */
function download(file: string, text: string, type: string): void {
  // The byte order mark lets spreadsheets read the accents as UTF-8.
  const url = URL.createObjectURL(new Blob(["\uFEFF", text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = file;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The French Tarot calculator, for games played with real cards: the players (3 to 5), each deal
 * entered in a few taps and scored by the engine's `scoreDeal` with its breakdown, the running score
 * sheet (any deal shown, edited or deleted), undo, CSV export; kept in local storage.
 */
export function CalculatorPage({ onLobby }: { onLobby: () => void }) {
  const { t } = useTranslation("tarotCalculator");
  const [history, setHistory] = useKept(STORAGE_KEY, historyFrom, freshHistory);
  const sheet = history.sheet;
  const [draft, setDraft] = useState<Draft>(() => blankDraft(sheet));
  const [editing, setEditing] = useState<number | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const [status, setStatus] = useState("");
  const formRef = useRef<HTMLDivElement>(null);

  useDocumentTitle(t("page.documentTitle"));

  const names = sheet.players.map((name, seat) => name.trim() || t("players.default", { n: seat + 1 }));
  const rows = rowsOf(sheet);
  const totals = totalsOf(sheet);
  const shownRow = rows.find((row) => row.index === (shown ?? rows.at(-1)?.index)) ?? null;

  const apply = (next: CalculatorSheet) => setHistory((h) => change(h, next));

  const submit = () => {
    const entry = entryOf(draft);
    const scored = scoreEntry(playersOf(sheet), entry);
    if (scored === null) return;
    const index = editing ?? sheet.deals.length;
    const next = editing === null ? addDeal(sheet, entry) : replaceDeal(sheet, editing, entry);
    apply(next);
    setShown(index);
    setEditing(null);
    setDraft(blankDraft(next));
    setStatus(
      editing === null
        ? t("status.scored", {
            n: index + 1,
            taker: names[entry.taker],
            result: scored.breakdown.made ? t("breakdown.made") : t("breakdown.failed"),
            contract: t(`contract.${entry.contract}`),
          })
        : t("status.edited", { n: index + 1 }),
    );
  };

  const edit = (index: number) => {
    const entry = sheet.deals[index];
    if (entry === undefined) return;
    setEditing(index);
    setShown(index);
    setDraft({ entry, points: pointsText(entry.points) });
    setStatus("");
    formRef.current?.scrollIntoView({ block: "start" });
    formRef.current?.querySelector<HTMLInputElement>("input")?.focus();
  };

  const cancelEdit = () => {
    setEditing(null);
    setDraft(blankDraft(sheet));
  };

  const remove = (index: number) => {
    const next = deleteDeal(sheet, index);
    apply(next);
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
    setEditing(null);
    setShown(null);
    setDraft(blankDraft(back.sheet));
    setStatus(t("status.undone"));
  };

  const newGame = () => {
    apply({ ...sheet, deals: [] });
    setEditing(null);
    setShown(null);
    setDraft({ entry: blankEntry(), points: "" });
    setStatus(t("status.newGame"));
  };

  const exportCsv = () => {
    const words: CsvWords = {
      headers: {
        deal: t("csv.deal"),
        taker: t("csv.taker"),
        contract: t("csv.contract"),
        partner: t("csv.partner"),
        oudlers: t("csv.oudlers"),
        points: t("csv.points"),
        petitAuBout: t("csv.petitAuBout"),
        poignees: t("csv.poignees"),
        chelem: t("csv.chelem"),
        attack: t("csv.attack"),
        total: t("csv.total"),
      },
      player: (seat) => names[seat] ?? "",
      alone: t("csv.alone"),
      contract: (contract: Contract) => t(`contract.${contract}`),
      side: (side: Side) => t(`side.${side}`),
      poignee: (kind: Poignee, side: Side) =>
        t("csv.poignee", { kind: t(`poigneeShort.${kind}`), side: t(`side.${side}`) }),
      chelem: (chelem: Chelem) => t(`chelemKind.${chelem}`),
    };
    const file = t("csv.file");
    download(file, calculatorCsv(sheet, words), "text/csv;charset=utf-8");
    setStatus(t("status.exported", { file }));
  };

  useUndoKey(undoStep);

  const started = sheet.deals.length > 0;
  return (
    <main className="calc" data-testid="tarot-calculator">
      <ScorerHeader back={t("page.back")} title={t("page.title")} intro={t("page.intro")} onLobby={onLobby} />

      <section className="calc-players" aria-labelledby="calc-players-title">
        <h2 id="calc-players-title">{t("players.title")}</h2>
        {started ? (
          <p className="calc-hint" data-testid="players-fixed">
            {t("players.fixed")}
          </p>
        ) : (
          <Choice
            legend={t("players.count")}
            name="player-count"
            options={PLAYER_COUNTS.map((n) => ({ value: n, label: String(n) }))}
            value={sheet.players.length}
            testId="player-count"
            onChange={(n) => {
              const next = resize(sheet, n);
              apply(next);
              setDraft(blankDraft(next));
            }}
          />
        )}
        <ol className="calc-names">
          {sheet.players.map((name, seat) => (
            <li key={seat}>
              <label htmlFor={`calc-player-${seat}`} className="visually-hidden">
                {t("players.name", { n: seat + 1 })}
              </label>
              <input
                id={`calc-player-${seat}`}
                value={name}
                placeholder={t("players.default", { n: seat + 1 })}
                maxLength={MAX_NAME_LENGTH}
                autoComplete="off"
                data-testid={`player-name-${seat}`}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  // A name is not a change to undo: it changes the sheet as it is.
                  setHistory((h) => ({ ...h, sheet: renamePlayer(h.sheet, seat, value) }));
                }}
              />
            </li>
          ))}
        </ol>
      </section>

      <div className="calc-layout">
        <div ref={formRef} className="calc-entry">
          <DealForm
            key={`${editing ?? "new"}-${sheet.players.length}`}
            names={names}
            draft={draft}
            number={(editing ?? sheet.deals.length) + 1}
            editing={editing !== null}
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
            started={started}
            onUndo={undoStep}
            onNewGame={newGame}
          >
            <button type="button" data-testid="export-csv" disabled={!started} onClick={exportCsv}>
              {t("actions.export")}
            </button>
          </ScorerActions>
          {shownRow && (
            <DealBreakdown
              scored={shownRow.scored}
              entry={shownRow.entry}
              names={names}
              title={t("breakdown.title", {
                n: shownRow.index + 1,
                taker: names[shownRow.entry.taker],
                contract: t(`contract.${shownRow.entry.contract}`),
              })}
              testId="breakdown"
            />
          )}
          <ScoreSheet
            rows={rows}
            names={names}
            totals={totals}
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
