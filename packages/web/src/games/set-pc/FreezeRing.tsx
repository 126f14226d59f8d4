import { Icon } from "../../ui/Icon";
import "./freeze-ring.css";

/** The ring's radius and its length, in the units of its 48 x 48 drawing. */
const RADIUS = 20;
const LENGTH = 2 * Math.PI * RADIUS;

/**
 * A freeze as a countdown ring around a snowflake, with its words beside it ("You are frozen: 2.4 s"):
 * the ring empties as the freeze runs out (`left`, from 1 to 0). The words are a timer for screen
 * readers (read when reached, never announced at every tenth).
 */
export function FreezeRing({ left, text, testId }: { left: number; text: string; testId?: string }) {
  return (
    <span className="freeze-ring" data-testid={testId}>
      <svg className="freeze-ring-dial" viewBox="0 0 48 48" aria-hidden="true">
        <circle className="freeze-ring-track" cx="24" cy="24" r={RADIUS} />
        <circle
          className="freeze-ring-left"
          cx="24"
          cy="24"
          r={RADIUS}
          strokeDasharray={LENGTH}
          strokeDashoffset={LENGTH * (1 - Math.max(0, Math.min(1, left)))}
          transform="rotate(-90 24 24)"
        />
      </svg>
      <Icon name="snowflake" className="freeze-ring-icon" />
      <span className="freeze-ring-text" role="timer">
        {text}
      </span>
    </span>
  );
}
