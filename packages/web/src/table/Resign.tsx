import { useContext, useState } from "react";
import { useTranslation } from "react-i18next";
import { LocalClock, useTick } from "../clock";
import { Dialog } from "../ui/Dialog";
import { lifecycleError, markText, type SeatMark } from "./lifecycle";

/**
 * Resigning during play: a button per seat this page plays (one, named "Resign", unless it plays
 * several on one keyboard: "Resign for Player B", even once Player A resigned), each asking first in a modal dialog (ui/Dialog: the rest of the page is
 * inert while it is open, the focus stays in it and goes back to the button after; Escape cancels;
 * "Keep playing" has the focus first). Once every seat of this page has resigned, it says so instead.
 */
export function ResignBar({
  seats,
  several,
  names,
  resigned,
  resign,
}: {
  /** The seats this page plays and has not resigned. */
  seats: readonly number[];
  /** Whether this page holds several seats (one keyboard): each button and question names its seat. */
  several: boolean;
  names: readonly string[];
  /** Whether this page had seats and resigned them all. */
  resigned: boolean;
  /** Sends `resign` for a seat; rejects with the server's refusal. */
  resign: (seat: number) => Promise<void>;
}) {
  const { t } = useTranslation("lifecycle");
  const [asking, setAsking] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (resigned)
    return (
      <p className="banner banner-info" role="status" data-testid="resigned">
        {t("play.resigned")}
      </p>
    );
  if (seats.length === 0) return null;

  const confirm = () => {
    if (asking === null) return;
    setBusy(true);
    setRefusal(null);
    resign(asking).then(
      () => {
        setBusy(false);
        setAsking(null);
      },
      (error: unknown) => {
        setBusy(false);
        setAsking(null);
        setRefusal(lifecycleError(error));
      },
    );
  };

  return (
    <div className="resign-bar">
      {seats.map((seat) => (
        <button
          key={seat}
          type="button"
          className="resign"
          data-testid={several ? `resign-${seat}` : "resign"}
          onClick={() => setAsking(seat)}
        >
          {several ? t("play.resignFor", { name: names[seat] ?? "" }) : t("play.resign")}
        </button>
      ))}
      {refusal && (
        <p className="notice" role="alert" data-testid="resign-refusal">
          {refusal}
        </p>
      )}
      <Dialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={
          several && asking !== null
            ? t("play.confirmTitleFor", { name: names[asking] ?? "" })
            : t("play.confirmTitle")
        }
        tone="danger"
        className="confirm"
        titleId="resign-title"
        describedBy="resign-text"
        testId="resign-dialog"
        actions={
          <>
            <button type="button" onClick={() => setAsking(null)} data-testid="resign-cancel">
              {t("play.cancel")}
            </button>
            <button
              type="button"
              className="danger"
              onClick={confirm}
              disabled={busy}
              data-testid="resign-confirm"
            >
              {t("play.confirm")}
            </button>
          </>
        }
      >
        <p id="resign-text">{t("play.confirmText")}</p>
      </Dialog>
    </div>
  );
}

/**
 * The seats marked for everyone: away and played by a bot, resigned, disconnected (counting down to
 * the bot that will play for them, while one is to come).
 */
export function SeatMarks({ marks }: { marks: readonly SeatMark[] }) {
  const { t } = useTranslation("lifecycle");
  useTick(marks.some((mark) => mark.grace !== undefined));
  const now = useContext(LocalClock)();
  if (marks.length === 0) return null;
  return (
    <ul className="seat-marks" aria-label={t("play.marks")} data-testid="seat-marks">
      {marks.map((mark) => (
        <li key={mark.seat} data-testid={`seat-mark-${mark.seat}`} data-mark={mark.kind}>
          {markText(mark, now)}
        </li>
      ))}
    </ul>
  );
}
