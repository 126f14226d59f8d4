import { Fragment, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { gameUi } from "../games/registry";
import { currentLanguage } from "../i18n";
import { moveParts, ruhdParts, type MovePart } from "./pieces";
import { useEngine } from "./useEngine";
import "./move-text.css";

/** The first word of some words (the space after it stays outside, where a line may break). */
const firstWord = (words: string): string => /^\S*/.exec(words)?.[0] ?? "";

/**
 * A move in words with small pictures of the cards or tiles it names, each beside its words (the
 * pictures are hidden from screen readers, which read the words). Ruhd's tile codes and cells are put
 * in words; other games' cards are found by their words once the engine has loaded (words alone until
 * then).
 */
export function MoveText({ game, text }: { game: string | null; text: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const engine = useEngine(game !== null && game !== "ruhd");
  const parts: readonly MovePart[] = useMemo(() => {
    if (game === "ruhd") return ruhdParts(text, t);
    if (game === null || engine === null) return [{ text }];
    return moveParts(engine, game, text, lang, t);
  }, [engine, game, lang, t, text]);
  const pieces = gameUi(game)?.pieces;
  return (
    <span className="move-text">
      {parts.map((part, i) =>
        part.piece && pieces ? (
          <span key={i} className="move-piece" data-piece={part.piece}>
            {/* The picture never ends a line: it stays with the first word that names it. */}
            <span className="move-piece-start">
              <span className={`move-picture move-picture-${pieces.look}`} aria-hidden="true">
                <pieces.Face code={part.piece} />
              </span>
              {firstWord(part.text)}
            </span>
            {part.text.slice(firstWord(part.text).length)}
          </span>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </span>
  );
}
