/**
 * The page's toasts as plain data: a short message shown for a while then gone (`toast("Link copied")`
 * from anywhere; `<Toaster />`, mounted once by the shell, shows them in a polite live region). A
 * message already showing is not shown twice; at most `MAX_TOASTS` show at once (the oldest goes).
 */

export type ToastTone = "info" | "good" | "bad";

export interface Toast {
  readonly id: number;
  readonly text: string;
  readonly tone: ToastTone;
}

/** How long a toast stays (ms), fading out at the end. */
export const TOAST_MS = 4000;
/** How many show at once. */
export const MAX_TOASTS = 3;

/** The toasts after `text` is added (the same text showing already: unchanged). */
export function withToast(list: readonly Toast[], toast: Toast): readonly Toast[] {
  if (list.some((t) => t.text === toast.text && t.tone === toast.tone)) return list;
  return [...list, toast].slice(-MAX_TOASTS);
}

/** The toasts without the one `id`. */
export const withoutToast = (list: readonly Toast[], id: number): readonly Toast[] =>
  list.filter((t) => t.id !== id);

type Listener = () => void;
let shown: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const changed = (list: readonly Toast[]) => {
  shown = list;
  for (const listener of listeners) listener();
};

/** Shows `text` for `TOAST_MS`. */
export function toast(text: string, tone: ToastTone = "info"): void {
  const id = nextId++;
  const before = shown;
  changed(withToast(shown, { id, text, tone }));
  if (shown !== before) setTimeout(() => changed(withoutToast(shown, id)), TOAST_MS);
}

export const toasts = (): readonly Toast[] => shown;

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
