import { useTranslation } from "react-i18next";
import { Choice } from "../../../scorers/Choice";
import { EntryForm } from "../../../scorers/EntryForm";
import { HandBreakdown } from "./HandBreakdown";
import {
  blankHand,
  MORTO_FATES,
  pointsFrom,
  problemsOf,
  scoreEntry,
  SIDES,
  type HandEntry,
  type SideHand,
} from "./pad";

/** One side as being entered: the points as typed, the counts as numbers. */
export interface SideDraft extends Omit<SideHand, "meldPoints" | "handPoints"> {
  readonly meldPoints: string;
  readonly handPoints: string;
}

/** The hand being entered. */
export interface Draft {
  readonly sides: readonly [SideDraft, SideDraft];
  readonly wentOut: 0 | 1 | null;
}

const sideOf = (d: SideDraft): SideHand => ({
  ...d,
  meldPoints: pointsFrom(d.meldPoints),
  handPoints: pointsFrom(d.handPoints),
});

/** The hand a draft says. */
export function handOf(draft: Draft): HandEntry {
  return { sides: [sideOf(draft.sides[0]), sideOf(draft.sides[1])], wentOut: draft.wentOut };
}

const shown = (n: number) => (n === 0 ? "" : String(n));
const draftSide = (s: SideHand): SideDraft => ({
  ...s,
  meldPoints: shown(s.meldPoints),
  handPoints: shown(s.handPoints),
});

/** The draft of a hand already scored (to edit it). */
export function draftOf(hand: HandEntry): Draft {
  return { sides: [draftSide(hand.sides[0]), draftSide(hand.sides[1])], wentOut: hand.wentOut };
}

/** What is counted with − and + buttons. */
const COUNTS = ["naturalCanastas", "mixedCanastas", "redThrees"] as const;
/** What is typed. */
const POINTS = ["meldPoints", "handPoints"] as const;
/** "Nobody went out" (the stock ran out) as a choice's value. */
const NOBODY = -1;

/**
 * The hand form: for each side the meld points, the canastas natural and mixed, the red threes, the
 * points left in hand and the morto; who went out. What cannot be so is said as it is typed, and a
 * possible hand shows what it would score.
 */
export function HandForm({
  names,
  draft,
  number,
  editing,
  naturalToEnd,
  onDraft,
  onSubmit,
  onCancel,
}: {
  names: readonly [string, string];
  draft: Draft;
  number: number;
  editing: boolean;
  naturalToEnd: boolean;
  onDraft: (draft: Draft) => void;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("buracoScorepad");
  const hand = handOf(draft);
  const problems = problemsOf(hand, naturalToEnd);
  const scores = problems.length === 0 ? scoreEntry(hand) : null;
  /** Nothing entered yet: no preview of a hand of zeros. */
  const blank = JSON.stringify(hand) === JSON.stringify(blankHand());
  const setSide = (side: 0 | 1, fields: Partial<SideDraft>) =>
    onDraft({
      ...draft,
      sides: draft.sides.map((s, i) => (i === side ? { ...s, ...fields } : s)) as [SideDraft, SideDraft],
    });

  return (
    <EntryForm
      className="calc-form pad-form"
      titleId="pad-form-title"
      testId="hand-form"
      words={{
        title: editing ? t("form.titleEdit", { n: number }) : t("form.titleNew", { n: number }),
        problems: t("problems.title"),
        score: t("form.score"),
        save: t("form.save"),
        cancel: t("form.cancel"),
      }}
      problems={problems.map((problem) => ({
        code: problem.code,
        text: t(`problems.${problem.code}`, {
          ...problem.values,
          side: problem.side === undefined ? "" : names[problem.side],
        }),
      }))}
      preview={
        scores &&
        !blank && <HandBreakdown scores={scores} names={names} title={t("form.preview")} testId="preview" />
      }
      editing={editing}
      submitTestId="score-hand"
      canSubmit={scores !== null && !blank}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <div className="pad-sides">
        {SIDES.map((side) => {
          const s = draft.sides[side];
          return (
            <fieldset key={side} className="pad-side" data-testid={`side-${side}`}>
              <legend>{names[side]}</legend>
              {POINTS.map((field) => (
                <div key={field} className="calc-number">
                  <label htmlFor={`pad-${side}-${field}`}>{t(`form.${field}`)}</label>
                  <input
                    id={`pad-${side}-${field}`}
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder="0"
                    value={s[field]}
                    aria-describedby={`pad-${side}-${field}-hint`}
                    data-testid={`${field}-${side}`}
                    onChange={(e) => setSide(side, { [field]: e.currentTarget.value })}
                  />
                  <span id={`pad-${side}-${field}-hint`} className="calc-hint">
                    {t(`form.${field}Hint`)}
                  </span>
                </div>
              ))}
              {COUNTS.map((field) => {
                const what = `${t(`form.${field}`)} (${names[side]})`;
                return (
                  <div
                    key={field}
                    className="pad-count"
                    role="group"
                    aria-labelledby={`pad-${side}-${field}-label`}
                  >
                    <span id={`pad-${side}-${field}-label`}>{t(`form.${field}`)}</span>
                    <button
                      type="button"
                      aria-label={t("form.less", { what })}
                      data-testid={`${field}-${side}-less`}
                      disabled={s[field] <= 0}
                      onClick={() => setSide(side, { [field]: Math.max(0, s[field] - 1) })}
                    >
                      −
                    </button>
                    <output data-testid={`${field}-${side}`} aria-live="polite">
                      {s[field]}
                    </output>
                    <button
                      type="button"
                      aria-label={t("form.more", { what })}
                      data-testid={`${field}-${side}-more`}
                      onClick={() => setSide(side, { [field]: s[field] + 1 })}
                    >
                      +
                    </button>
                  </div>
                );
              })}
              <Choice
                legend={t("form.morto")}
                name={`morto-${side}`}
                options={MORTO_FATES.map((fate) => ({ value: fate, label: t(`form.mortoFate.${fate}`) }))}
                value={s.morto}
                testId={`morto-${side}`}
                onChange={(morto) => setSide(side, { morto })}
              />
            </fieldset>
          );
        })}
      </div>
      <Choice
        legend={t("form.wentOut")}
        name="went-out"
        options={[
          ...SIDES.map((side) => ({ value: side as number, label: names[side] })),
          { value: NOBODY, label: t("form.nobody") },
        ]}
        value={draft.wentOut ?? NOBODY}
        testId="went-out"
        onChange={(side) => onDraft({ ...draft, wentOut: side === 0 || side === 1 ? side : null })}
      />
    </EntryForm>
  );
}
