import {
  CONTRACTS,
  POIGNEE_SIZES,
  POIGNEES,
  TOTAL_POINTS,
  type Players,
  type Side,
} from "@parlor/engine/tarot";
import { useTranslation } from "react-i18next";
import { Choice } from "../../../scorers/Choice";
import { EntryForm } from "../../../scorers/EntryForm";
import { plain } from "../../../scorers/format";
import { DealBreakdown } from "./DealBreakdown";
import { parsePoints, problemsOf, scoreEntry, type DealEntry } from "./entry";

/** The deal being entered: the entry and the points as typed. */
export interface Draft {
  readonly entry: DealEntry;
  readonly points: string;
}

/** The entry with the typed points. */
export function entryOf(draft: Draft): DealEntry {
  return { ...draft.entry, points: parsePoints(draft.points) };
}

const OUDLER_COUNTS = [0, 1, 2, 3] as const;
const SIDES: readonly Side[] = ["attack", "defence"];
/** "Nobody" in a choice of side. */
const NOBODY = "none";
type SideChoice = Side | typeof NOBODY;
const sideOrNull = (choice: SideChoice): Side | null => (choice === NOBODY ? null : choice);

/**
 * The deal form: taker, contract, partner at 5 players, oudlers, points, petit au bout, poignées,
 * chelem; what is not possible is said as it is typed, and a possible deal shows what it would score.
 */
export function DealForm({
  names,
  draft,
  number,
  editing,
  onDraft,
  onSubmit,
  onCancel,
}: {
  names: readonly string[];
  draft: Draft;
  /** The deal's number on the sheet (1 for the first). */
  number: number;
  editing: boolean;
  onDraft: (draft: Draft) => void;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation("tarotCalculator");
  const players = names.length as Players;
  const { entry } = draft;
  const set = (fields: Partial<DealEntry>) => onDraft({ ...draft, entry: { ...entry, ...fields } });
  const typed = entryOf(draft);
  const problems = problemsOf(players, typed);
  const scored = scoreEntry(players, typed);
  const defence = Number.isFinite(typed.points) ? Math.max(0, TOTAL_POINTS - typed.points) : null;
  const sideOptions = [
    { value: NOBODY as SideChoice, label: t("side.none") },
    ...SIDES.map((side) => ({ value: side as SideChoice, label: t(`side.${side}`) })),
  ];
  const seatOptions = names.map((name, seat) => ({ value: seat, label: name }));

  return (
    <EntryForm
      className="calc-form"
      titleId="calc-form-title"
      testId="deal-form"
      words={{
        title: editing ? t("form.titleEdit", { n: number }) : t("form.titleNew", { n: number }),
        problems: t("problems.title"),
        score: t("form.score"),
        save: t("form.save"),
        cancel: t("form.cancel"),
      }}
      problems={
        draft.points.trim() === ""
          ? []
          : problems.map((problem) => ({
              code: problem.code,
              text: t(`problems.${problem.code}`, {
                ...problem.values,
                count: problem.values?.oudlers ?? problem.values?.count,
              }),
            }))
      }
      problemsClassName="calc-form-check"
      preview={
        scored && (
          <DealBreakdown
            scored={scored}
            entry={typed}
            names={names}
            title={t("form.preview")}
            testId="preview"
          />
        )
      }
      editing={editing}
      submitTestId="score-deal"
      canSubmit={scored !== null}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <Choice
        legend={t("form.taker")}
        name="taker"
        options={seatOptions}
        value={entry.taker}
        testId="taker"
        onChange={(taker) => set({ taker, partner: entry.partner === taker ? null : entry.partner })}
      />
      <Choice
        legend={t("form.contract")}
        name="contract"
        options={CONTRACTS.map((c) => ({ value: c, label: t(`contract.${c}`) }))}
        value={entry.contract}
        testId="contract"
        onChange={(contract) => set({ contract })}
      />
      {players === 5 && (
        <Choice
          legend={t("form.partner")}
          name="partner"
          options={[
            ...seatOptions.filter((o) => o.value !== entry.taker),
            { value: -1, label: t("form.alone") },
          ]}
          value={entry.partner ?? -1}
          testId="partner"
          onChange={(partner) => set({ partner: partner < 0 ? null : partner })}
        />
      )}
      <Choice
        legend={t("form.oudlers")}
        hint={t("form.oudlersHint")}
        name="oudlers"
        options={OUDLER_COUNTS.map((n) => ({ value: n, label: String(n) }))}
        value={entry.oudlers}
        testId="oudlers"
        onChange={(oudlers) => set({ oudlers })}
      />
      <div className="calc-points">
        <label htmlFor="calc-points">{t("form.points")}</label>
        <input
          id="calc-points"
          inputMode="decimal"
          autoComplete="off"
          value={draft.points}
          aria-describedby="calc-points-hint"
          data-testid="points"
          onChange={(e) => onDraft({ ...draft, points: e.currentTarget.value })}
        />
        <span id="calc-points-hint" className="calc-hint">
          {t("form.pointsHint")}
          {defence !== null && (
            <>
              {" · "}
              <span data-testid="defence-points">
                {t("form.defencePoints", { points: plain(defence, i18n.resolvedLanguage ?? "en") })}
              </span>
            </>
          )}
        </span>
      </div>
      <Choice
        legend={t("form.petitAuBout")}
        name="petit"
        options={sideOptions}
        value={entry.petitAuBout ?? NOBODY}
        testId="petit"
        onChange={(side) => set({ petitAuBout: sideOrNull(side) })}
      />
      <fieldset className="calc-poignees">
        <legend>{t("form.poignees")}</legend>
        <p className="calc-hint">{t("form.poigneesHint")}</p>
        {entry.poignees.map((poignee, i) => (
          <div key={i} className="calc-poignee" data-testid={`poignee-${i}`}>
            <Choice
              legend={`${t("form.poignee", { n: i + 1 })}: ${t("form.poigneeSize")}`}
              name={`poignee-${i}-kind`}
              options={POIGNEES.map((kind) => ({
                value: kind,
                label: t(`poigneeKind.${kind}`, { trumps: POIGNEE_SIZES[players][kind] }),
              }))}
              value={poignee.kind}
              testId={`poignee-${i}-kind`}
              onChange={(kind) =>
                set({ poignees: entry.poignees.map((p, j) => (j === i ? { ...p, kind } : p)) })
              }
            />
            <Choice
              legend={t("form.poigneeSide")}
              name={`poignee-${i}-side`}
              options={SIDES.map((side) => ({ value: side, label: t(`side.${side}`) }))}
              value={poignee.side}
              testId={`poignee-${i}-side`}
              onChange={(side) =>
                set({ poignees: entry.poignees.map((p, j) => (j === i ? { ...p, side } : p)) })
              }
            />
            <button
              type="button"
              data-testid={`remove-poignee-${i}`}
              onClick={() => set({ poignees: entry.poignees.filter((_, j) => j !== i) })}
            >
              {t("form.removePoignee", { n: i + 1 })}
            </button>
          </div>
        ))}
        {entry.poignees.length < players && (
          <button
            type="button"
            data-testid="add-poignee"
            onClick={() => set({ poignees: [...entry.poignees, { kind: "single", side: "attack" }] })}
          >
            {t("form.addPoignee")}
          </button>
        )}
      </fieldset>
      <fieldset className="calc-chelem">
        <legend>{t("form.chelem")}</legend>
        <label className="calc-check">
          <input
            type="checkbox"
            checked={entry.chelemAnnounced}
            data-testid="chelem-announced"
            onChange={(e) => set({ chelemAnnounced: e.currentTarget.checked })}
          />
          {t("form.chelemAnnounced")}
        </label>
        <Choice
          legend={t("form.chelemMadeBy")}
          name="chelem-made"
          options={sideOptions}
          value={entry.chelemMadeBy ?? NOBODY}
          testId="chelem-made"
          onChange={(side) => set({ chelemMadeBy: sideOrNull(side) })}
        />
      </fieldset>
    </EntryForm>
  );
}
