import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { RematchState, SeatSummary } from "@parlor/protocol";
import { inWords } from "../words";
import { endingText, lifecycleError, rematchPeople } from "./lifecycle";

/** How the match ended, when not played to its end: who resigned, or abandoned (unrated). */
export function Ending({
  ending,
  seats,
  names,
}: {
  ending: string | null | undefined;
  seats: readonly SeatSummary[];
  names: readonly string[];
}) {
  const text = endingText(ending, seats, names);
  if (!text) return null;
  return (
    <p className="ending" data-testid="end-ending" data-ending={ending ?? undefined}>
      {text}
    </p>
  );
}

/**
 * The rematch at the end screen: accept (or withdraw), and who has accepted and who is awaited, from
 * the table frame's `rematch`. When everyone has, the server sends each page its new seat tokens and
 * the table page goes to the new table; a page that missed that (a reload) may watch it.
 */
export function RematchPanel({
  rematch,
  seats,
  held,
  names,
  answer,
  watchNext,
}: {
  rematch: RematchState | null | undefined;
  seats: readonly SeatSummary[];
  held: readonly number[];
  names: readonly string[];
  /** Sends `rematch` (accept or withdraw); rejects with the server's refusal. */
  answer: (accept: boolean) => Promise<void>;
  /** Opens the rematch's table (to watch it). */
  watchNext: (id: string) => void;
}) {
  const { t } = useTranslation("lifecycle");
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const accepted = rematch?.accepted ?? [];
  const people = rematchPeople(seats, accepted);
  const mine = held.length > 0 && held.every((seat) => accepted.includes(seat));
  const send = (accept: boolean) => {
    setBusy(true);
    setRefusal(null);
    answer(accept).then(
      () => setBusy(false),
      (error: unknown) => {
        setBusy(false);
        setRefusal(lifecycleError(error));
      },
    );
  };
  const named = (list: readonly number[]) => inWords(list.map((seat) => names[seat] ?? ""));
  return (
    <div className="rematch" data-testid="rematch">
      {held.length > 0 && !rematch?.next && (
        <button
          type="button"
          className={mine ? "" : "primary"}
          onClick={() => send(!mine)}
          disabled={busy}
          aria-pressed={mine}
          data-testid={mine ? "rematch-withdraw" : "rematch-accept"}
        >
          {mine ? t("end.withdraw") : t("end.rematch")}
        </button>
      )}
      <p role="status" data-testid="rematch-state">
        {people.accepted.length === 0 ? (
          t("end.noneYet")
        ) : (
          <>
            <span data-testid="rematch-accepted">{t("end.accepted", { names: named(people.accepted) })}</span>
            {people.waiting.length > 0 && (
              <>
                {" "}
                <span data-testid="rematch-waiting">
                  {t("end.waitingFor", { names: named(people.waiting) })}
                </span>
              </>
            )}
          </>
        )}
      </p>
      {rematch?.next && (
        <button type="button" onClick={() => watchNext(rematch.next ?? "")} data-testid="rematch-next">
          {t("end.next")}
        </button>
      )}
      {refusal && (
        <p className="notice" role="alert" data-testid="rematch-refusal">
          {refusal}
        </p>
      )}
    </div>
  );
}
