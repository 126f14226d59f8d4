import { useSyncExternalStore } from "react";
import { Icon } from "./Icon";
import { subscribeToasts, toast, toasts } from "./toasts";

export { toast };

/** `const say = useToast(); say("Link copied", "good")`: the same as `toast`, for components. */
export const useToast = () => toast;

/**
 * Where toasts show: a polite live region (always in the page, so screen readers hear what is added),
 * at the bottom of the window, above everything. Mounted once, by the shell.
 */
export function Toaster() {
  const list = useSyncExternalStore(subscribeToasts, toasts);
  return (
    <div className="toaster" role="status" aria-live="polite" data-testid="toaster">
      {list.map((t) => (
        <p key={t.id} className={`toast toast-${t.tone}`} data-testid="toast">
          {t.tone === "good" && <Icon name="check" />}
          {t.tone === "bad" && <Icon name="warning" />}
          <span>{t.text}</span>
        </p>
      ))}
    </div>
  );
}
