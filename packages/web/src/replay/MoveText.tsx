import type { MovePart, MoveWords } from "@parlor/engine";
import { Fragment, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { gameUi } from "../games/registry";
import "./move-text.css";

/** The first word of some words (the space after it stays outside, where a line may break). */
const firstWord = (words: string): string => /^\S*/.exec(words)?.[0] ?? "";

/**
 * A move in words (the engine's `describe`, as parts) with a small picture of each card or tile it
 * names beside its words (the pictures are hidden from screen readers, which read the words), the
 * seats it names as names. The game's page may say its pieces and places in its own words first
 * (`GamePieces.moveWords`: Ruhd's tile codes and cells).
 */
export function MoveText({ game, words }: { game: string | null; words: MoveWords }) {
  const { t } = useTranslation();
  const pieces = gameUi(game)?.pieces;
  const said: MoveWords = useMemo(
    () => (pieces?.moveWords ? pieces.moveWords(words, t) : words),
    [pieces, words, t],
  );
  return (
    <span className="move-text">
      {said.map((part: MovePart, i) => {
        if (part.kind === "card" && pieces)
          return (
            <span key={i} className="move-piece" data-piece={part.code}>
              {/* The picture never ends a line: it stays with the first word that names it. */}
              <span className="move-piece-start">
                <span className={`move-picture move-picture-${pieces.look}`} aria-hidden="true">
                  <pieces.Face code={part.code} />
                </span>
                {firstWord(part.text)}
              </span>
              {part.text.slice(firstWord(part.text).length)}
            </span>
          );
        if (part.kind === "seat")
          return (
            <span key={i} className="move-seat" data-seat={part.seat}>
              {part.text}
            </span>
          );
        return <Fragment key={i}>{part.text}</Fragment>;
      })}
    </span>
  );
}
