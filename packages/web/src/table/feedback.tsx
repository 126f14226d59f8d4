import type { ReactNode } from "react";

export function Banner({
  kind,
  children,
  testId,
}: {
  kind: "info" | "warn" | "bad" | "good";
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className={`banner banner-${kind}`} role="status" aria-live="polite" data-testid={testId}>
      {children}
    </div>
  );
}

/** One line of an event feed: `key` tells events apart (the engine numbers them in order). */
export interface FeedItem {
  readonly key: number;
  readonly kind: "info" | "warn" | "bad" | "good";
  readonly text: string;
  readonly testId?: string;
}

/**
 * What just happened, in order, newest last. A live region (role "log": polite, additions only), so a
 * screen reader reads each new line, and two things that happen in the same instant are both shown
 * and both read (a set and the reshuffle it triggered; a missed super round and the flip after it).
 */
export function EventFeed({
  items,
  label,
  testId,
}: {
  items: readonly FeedItem[];
  label: string;
  testId?: string;
}) {
  // The live region wraps the list: a list given the role "log" is no list, and its items would
  // then stand outside one.
  return (
    <div role="log" aria-live="polite" aria-label={label} data-testid={testId}>
      <ol className="event-feed">
        {items.map((item) => (
          <li
            key={item.key}
            className={`banner banner-${item.kind}`}
            data-testid={item.testId}
            data-n={item.key}
          >
            {item.text}
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * The table's feedback: the refusal of this page's last move (from `useAct`), then what the game
 * shows of what just happened (its banners or its event feed, `children`). A board whose feedback
 * has children of its own says what happens by itself (`data-announces`): the table frame then does
 * not read its moves out a second time (table/moves.tsx).
 */
export function Feedback({ refusal, children }: { refusal: string | null; children?: ReactNode }) {
  return (
    <div className="feedback" data-announces={children !== undefined ? "true" : undefined}>
      {refusal && (
        <Banner kind="warn" testId="refusal">
          {refusal}
        </Banner>
      )}
      {children}
    </div>
  );
}
