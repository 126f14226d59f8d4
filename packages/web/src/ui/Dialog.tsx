import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { Icon } from "./Icon";
import { FOCUSABLE, wrappedFocus } from "./focus";

/**
 * A modal dialog on the browser's `<dialog>` (`showModal()`: the rest of the page is inert and dimmed):
 * labelled by its title (and described by `describedBy`'s element when given), the focus kept inside
 * (Tab wraps from the last control to the first), Escape closes it (`onClose`), and the focus goes back
 * where it was when it closes. The first control (or the one marked `autoFocus`) has the focus first.
 *
 *   <Dialog open={asking} onClose={() => setAsking(false)} title={title} actions={<>…</>}>
 *     <p>…</p>
 *   </Dialog>
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  tone = "plain",
  closeLabel,
  describedBy,
  titleId: givenTitleId,
  className,
  testId,
}: {
  readonly open: boolean;
  /** Escape, the close button, or the dialog closed any other way. */
  readonly onClose: () => void;
  readonly title: ReactNode;
  readonly children?: ReactNode;
  /** The buttons at its foot. */
  readonly actions?: ReactNode;
  /** `danger`: a choice that cannot be undone (resigning), framed in the warning colour. */
  readonly tone?: "plain" | "danger";
  /** Words of a close button (×) in its corner; none without. */
  readonly closeLabel?: string;
  /** The id of the element that says what the dialog asks. */
  readonly describedBy?: string;
  /** The title's id (one is made when not given). */
  readonly titleId?: string;
  readonly className?: string;
  readonly testId?: string;
}) {
  const box = useRef<HTMLDialogElement>(null);
  const madeTitleId = useId();
  const titleId = givenTitleId ?? madeTitleId;
  const returnTo = useRef<Element | null>(null);
  const closing = useRef(onClose);
  closing.current = onClose;

  useEffect(() => {
    const dialog = box.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement;
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Closed for good (unmounted while open): the focus goes back too.
  useEffect(() => () => restore(returnTo.current), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !box.current) return;
    const focusable = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const active = document.activeElement;
    const next = wrappedFocus(
      focusable.findIndex((el) => el === active),
      focusable.length,
      event.shiftKey,
    );
    if (next === null) return;
    event.preventDefault();
    focusable[next]?.focus();
  };

  return (
    <dialog
      ref={box}
      className={`dialog dialog-${tone}${className ? ` ${className}` : ""}`}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      data-testid={testId}
      onKeyDown={onKeyDown}
      onClose={() => {
        const back = returnTo.current;
        returnTo.current = null;
        restore(back);
        closing.current();
      }}
    >
      <div className="dialog-head">
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        {closeLabel && (
          <button type="button" className="icon-button quiet" onClick={() => box.current?.close()}>
            <Icon name="close" label={closeLabel} />
          </button>
        )}
      </div>
      <div className="dialog-body">{children}</div>
      {actions && <div className="dialog-actions">{actions}</div>}
    </dialog>
  );
}

function restore(element: Element | null): void {
  if (element instanceof HTMLElement && element.isConnected) element.focus();
}
