import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { clockTime } from "../clock";
import type { MoveWords } from "@parlor/engine";
import { MoveText } from "./MoveText";

/**
 * Every move of the match, each a button that jumps there with small pictures of the cards or tiles
 * it names; the current one is marked. `note` adds something after a move's words (the analysis'
 * mark of the decision).
 */
export function MoveList({
  game,
  moves,
  times,
  index,
  onJump,
  note,
}: {
  game: string;
  moves: readonly MoveWords[];
  times: readonly number[];
  index: number;
  onJump: (index: number) => void;
  /** What to show after move `index`'s words (from 1), if anything. */
  note?: ((index: number) => ReactNode) | undefined;
}) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  // Keep the current move in sight inside the list (without scrolling the page).
  useEffect(() => {
    const box = list.current;
    const current = box?.querySelector<HTMLElement>("[aria-current]");
    if (!box || !current) return;
    // The list is the buttons' offset parent (position: relative in replay.css).
    const top = current.offsetTop;
    if (top < box.scrollTop || top + current.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTop = top - box.clientHeight / 2;
    }
  }, [index]);

  return (
    <section className="replay-moves" aria-labelledby="moves-title">
      <h2 id="moves-title">{t("replay.moves")}</h2>
      <ol ref={list} start={0} data-testid="replay-moves">
        {[null, ...moves].map((words, i) => (
          <li key={i}>
            <button
              type="button"
              className="replay-move-button"
              aria-current={i === index ? "step" : undefined}
              data-now={t("replay.now")}
              data-testid={`replay-move-${i}`}
              onClick={() => onJump(i)}
            >
              <span className="replay-move-time">{clockTime(times[i] ?? 0)}</span>{" "}
              {words === null ? t("replay.theDeal") : <MoveText game={game} words={words} />}
              {i > 0 && note?.(i)}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
