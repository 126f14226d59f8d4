import i18next from "i18next";
import { useCallback, useState } from "react";

/** The key of what the page says when the server refused a move without a message of its own. */
export const REFUSED = "common:errors.refused";

/** Sends one action for a seat; resolves when the server accepted it, rejects with its refusal. */
export type Act = (seat: number, action: object) => Promise<number>;

export interface Acting {
  /**
   * Sends `action` for `seat`: clears the last refusal, and resolves true once the server accepted
   * it, or false once it refused it (its message is then `refusal`). Never rejects.
   */
  readonly send: (seat: number, action: object) => Promise<boolean>;
  /** A move is on its way (buttons that would send another wait). */
  readonly busy: boolean;
  /** The last refusal's message, shown until the next move is sent. */
  readonly refusal: string | null;
}

/**
 * The sentence to show for a refused move: the server's message, or `REFUSED` in the language in use
 * ("Refused.") when it gave none.
 */
export function refusalMessage(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === "string" && message !== "" ? message : i18next.t(REFUSED);
}

/** A table's moves: the busy flag and the refusal's message, for every table alike. */
export function useAct(act: Act): Acting {
  const [pending, setPending] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = useCallback(
    async (seat: number, action: object): Promise<boolean> => {
      if (seat < 0) return false;
      setRefusal(null);
      setPending((n) => n + 1);
      try {
        await act(seat, action);
        return true;
      } catch (error) {
        setRefusal(refusalMessage(error));
        return false;
      } finally {
        setPending((n) => n - 1);
      }
    },
    [act],
  );
  return { send, busy: pending > 0, refusal };
}
