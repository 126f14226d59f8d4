import type { ReactNode } from "react";

/** How a lesson's answer went: right, wrong, neutral news (a hint), or nothing yet. */
export type FeedbackTone = "good" | "bad" | "info" | null;

/** Feedback said in a polite live region, good or bad: every lesson's (the SET one's too). */
export function Feedback({ tone, children }: { tone: FeedbackTone; children: ReactNode }) {
  return (
    <div
      className={`learn-feedback ${tone ? `learn-${tone}` : ""}`}
      role="status"
      aria-live="polite"
      data-testid="learn-feedback"
      data-tone={tone ?? ""}
    >
      {children}
    </div>
  );
}
