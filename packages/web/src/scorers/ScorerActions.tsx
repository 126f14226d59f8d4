import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * What a score page says of its last action, then its actions: undo, the page's own (`children`),
 * and a new game once confirmed (`confirmNew`: the page's question, what a new game clears). The
 * shared words are in `common` (`scorer.*`).
 */
export function ScorerActions({
  status,
  confirmNew: question,
  canUndo,
  started,
  onUndo,
  onNewGame,
  children,
}: {
  status: string;
  confirmNew: string;
  canUndo: boolean;
  /** Something is scored: there is a game to start afresh. */
  started: boolean;
  onUndo: () => void;
  onNewGame: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation("common");
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
          {t("scorer.undo")} <kbd>{t("scorer.undoHint")}</kbd>
        </button>
        {children}
        {confirmNew ? (
          <span className="calc-confirm" role="group" aria-label={question}>
            <span>{question}</span>
            <button
              type="button"
              className="primary"
              data-testid="new-game-yes"
              onClick={() => {
                onNewGame();
                setConfirmNew(false);
              }}
            >
              {t("scorer.yes")}
            </button>
            <button type="button" data-testid="new-game-no" onClick={() => setConfirmNew(false)}>
              {t("scorer.no")}
            </button>
          </span>
        ) : (
          <button
            type="button"
            data-testid="new-game"
            disabled={!started}
            onClick={() => setConfirmNew(true)}
          >
            {t("scorer.newGame")}
          </button>
        )}
      </div>
    </>
  );
}
