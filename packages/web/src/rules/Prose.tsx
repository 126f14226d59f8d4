import type { ReactNode } from "react";

/**
 * A translated text of several paragraphs as HTML: blocks are separated by a blank line; a block whose
 * lines all start with "- " is a list; `**words**` are strong. The translations stay plain strings
 * (one per section), easy to write in every language.
 */
export function Prose({ text }: { text: string }) {
  const blocks = text
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter((b) => b.length > 0);
  return (
    <>
      {blocks.map((block, i) => {
        const lines = block.split("\n").map((l) => l.trim());
        if (lines.every((l) => l.startsWith("- ")))
          return (
            <ul key={i}>
              {lines.map((l, j) => (
                <li key={j}>{strong(l.slice(2))}</li>
              ))}
            </ul>
          );
        return <p key={i}>{strong(lines.join(" "))}</p>;
      })}
    </>
  );
}

/** `**words**` as <strong>. */
function strong(text: string): ReactNode[] {
  return text
    .split(/\*\*(.+?)\*\*/g)
    .map((part, i) => (i % 2 === 1 ? <strong key={i}>{part}</strong> : part));
}
