import type { ReactNode } from "react";

/**
 * A panel: a surface with a rounded edge and a soft shadow, with an optional title (a heading at
 * `level`, labelling the section for screen readers). `tone` tints its edge for good news, bad news or a
 * warning (with words inside saying which: the colour is never the only cue).
 */
export function Panel({
  title,
  level = 2,
  tone = "plain",
  children,
  className,
  testId,
  id,
}: {
  readonly title?: ReactNode;
  readonly level?: 2 | 3 | 4;
  readonly tone?: "plain" | "good" | "bad" | "warn" | "info";
  readonly children?: ReactNode;
  readonly className?: string;
  readonly testId?: string;
  readonly id?: string;
}) {
  const Heading = `h${level}` as const;
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      className={`panel panel-${tone}${className ? ` ${className}` : ""}`}
      aria-labelledby={title && headingId ? headingId : undefined}
      data-testid={testId}
    >
      {title && (
        <Heading id={headingId} className="panel-title">
          {title}
        </Heading>
      )}
      {children}
    </section>
  );
}
