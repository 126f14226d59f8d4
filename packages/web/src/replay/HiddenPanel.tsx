import { CardFace } from "../cards/Card";
import { TileImage } from "../ruhd/Tile";
import type { CardKind, HiddenCards } from "./hidden";

/** Cards drawn as pictures per group; the rest are listed by code (a large deck has thousands). */
export const DRAWN_CARDS = 27;

function Picture({ code, kind }: { code: string; kind: CardKind }) {
  if (kind === "tile") return <TileImage tile={code} rotation={0} size="3.2rem" />;
  return <CardFace code={code} theme={kind} />;
}

/** What nobody at the table could see at this moment: private cards and the deck in order. */
export function HiddenPanel({ hidden }: { hidden: HiddenCards }) {
  return (
    <section className="replay-hidden" aria-labelledby="hidden-title" data-testid="hidden-cards">
      <h2 id="hidden-title">Hidden cards</h2>
      <p className="replay-note">
        What nobody at the table could see at this moment, the next to come first.
      </p>
      {hidden.groups.map((group) => (
        <div key={group.key} className="hidden-group" data-testid={`hidden-${group.key}`}>
          <h3>
            {group.title}{" "}
            <span className="badge" data-testid={`hidden-count-${group.key}`}>
              {group.cards.length}
            </span>
          </h3>
          {group.cards.length === 0 ? (
            <p>None.</p>
          ) : (
            <ol className={`hidden-cards hidden-${hidden.kind}`}>
              {group.cards.slice(0, DRAWN_CARDS).map((code) => (
                <li key={code} data-hidden-card={code}>
                  <Picture code={code} kind={hidden.kind} />
                </li>
              ))}
            </ol>
          )}
          {group.cards.length > DRAWN_CARDS && (
            <p className="hidden-rest">
              Then {group.cards.length - DRAWN_CARDS} more: {group.cards.slice(DRAWN_CARDS).join(" ")}
            </p>
          )}
        </div>
      ))}
    </section>
  );
}
