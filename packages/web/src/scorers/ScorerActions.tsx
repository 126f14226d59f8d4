import { useState, type ReactNode } from "react";

export interface ScorerActionsWords {
  readonly undo: string;
  readonly undoHint: string;
  readonly newGame: string;
  readonly newGameConfirm: string;
  readonly yes: string;
  readonly no: string;
}

/**
 * What a score page says of its last action, then its actions: undo, the page's own (`children`),
 * and a new game once confirmed.
 */
export function ScorerActions({
  status,
  words,
  canUndo,
  started,
  onUndo,
  onNewGame,
  children,
}: {
  status: string;
  words: ScorerActionsWords;
  canUndo: boolean;
  /** Something is scored: there is a game to start afresh. */
  started: boolean;
  onUndo: () => void;
  onNewGame: () => void;
  children?: ReactNode;
}) {
  const [confirmNew, setConfirmNew] = useState(false);
  return (
    <>
      <p className="calc-status" role="status" data-testid="status">
        {status}
      </p>
      <div className="calc-actions">
        <button
          type="button"
          data-testid="undo"
          disabled={!canUndo}
          aria-keyshortcuts="Control+Z"
          onClick={onUndo}
        >
          {words.undo} <kbd>{words.undoHint}</kbd>
        </button>
        {children}
        {confirmNew ? (
          <span className="calc-confirm" role="group" aria-label={words.newGameConfirm}>
            <span>{words.newGameConfirm}</span>
            <button
              type="button"
              className="primary"
              data-testid="new-game-yes"
              onClick={() => {
                onNewGame();
                setConfirmNew(false);
              }}
            >
              {words.yes}
            </button>
            <button type="button" data-testid="new-game-no" onClick={() => setConfirmNew(false)}>
              {words.no}
            </button>
          </span>
        ) : (
          <button
            type="button"
            data-testid="new-game"
            disabled={!started}
            onClick={() => setConfirmNew(true)}
          >
            {words.newGame}
          </button>
        )}
      </div>
    </>
  );
}
