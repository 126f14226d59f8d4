import type { ReactNode } from "react";

export interface EntryFormWords {
  readonly title: string;
  /** Above what cannot be so. */
  readonly problems: string;
  readonly score: string;
  readonly save: string;
  readonly cancel: string;
}

/** Something the entry cannot be, said to the player. */
export interface SaidProblem {
  readonly code: string;
  readonly text: string;
}

/**
 * A score page's form for a deal or a hand: its title, its fields (`children`), what cannot be so as
 * it is typed, what it would score, and the button that scores it (saves it when editing) or cancels
 * the edit.
 */
export function EntryForm({
  className,
  titleId,
  testId,
  words,
  problems,
  problemsClassName,
  preview,
  editing,
  submitTestId,
  canSubmit,
  onSubmit,
  onCancel,
  children,
}: {
  className: string;
  titleId: string;
  testId: string;
  words: EntryFormWords;
  /** What to say now (none while there is nothing to say). */
  problems: readonly SaidProblem[];
  problemsClassName?: string;
  /** What the entry would score, when it may be scored. */
  preview: ReactNode;
  editing: boolean;
  submitTestId: string;
  canSubmit: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      aria-labelledby={titleId}
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 id={titleId}>{words.title}</h2>
      {children}
      <div aria-live="polite" className={problemsClassName}>
        {problems.length > 0 && (
          <div className="notice" data-testid="problems">
            <p>{words.problems}</p>
            <ul>
              {problems.map((problem, i) => (
                <li key={i} data-problem={problem.code}>
                  {problem.text}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {preview}
      <div className="calc-form-actions">
        <button type="submit" className="primary" data-testid={submitTestId} disabled={!canSubmit}>
          {editing ? words.save : words.score}
        </button>
        {editing && (
          <button type="button" data-testid="cancel-edit" onClick={onCancel}>
            {words.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
