/** Keys typed into a field are text, not commands (Ctrl+Z undoes the field's typing, not a deal). */
export function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))
  );
}
