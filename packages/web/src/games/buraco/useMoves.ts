import { useCallback, useState } from "react";
import { useAct, type Act, type Acting } from "../../table/useAct";

/** The rule code of an action's rejection (the socket's `ActionError`), or null without one. */
export function refusalCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : null;
}

/**
 * The frame's moves (`useAct`: send, busy, the refusal's sentence) with the refusal's rule code kept
 * too (`refusalCode`, null while none), so the Buraco page words a refusal in its own language
 * (`refusal.<code>`) rather than with the server's English sentence.
 */
export function useMoves(act: Act): Acting & { readonly refusalCode: string | null } {
  const [code, setCode] = useState<string | null>(null);
  const coded = useCallback<Act>(
    (seat, action) => {
      setCode(null);
      return act(seat, action).catch((error: unknown) => {
        setCode(refusalCode(error));
        throw error;
      });
    },
    [act],
  );
  return { ...useAct(coded), refusalCode: code };
}
