import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useShownView } from "./types";

interface View {
  readonly finished: boolean;
  readonly turn: number;
}

/** What a board draws from a view: whether it is finished, and whose turn it says. */
function Board({ view, over }: { view: View | null; over: boolean }) {
  const shown = useShownView(view, over);
  return createElement("p", null, shown ? `${String(shown.finished)} ${shown.turn}` : "none");
}

const draw = (view: View | null, over: boolean): string =>
  renderToStaticMarkup(createElement(Board, { view, over }));

describe("the view a board draws (useShownView)", () => {
  it("is finished once the match is over at the table, also when it ended early", () => {
    // Everyone resigned: the rules' view still has a turn; the board must show the match over.
    expect(draw({ finished: false, turn: 2 }, true)).toBe("<p>true 2</p>");
  });

  it("is the view itself while the match goes on, or when the rules ended it", () => {
    expect(draw({ finished: false, turn: 1 }, false)).toBe("<p>false 1</p>");
    expect(draw({ finished: true, turn: 0 }, true)).toBe("<p>true 0</p>");
    expect(draw(null, true)).toBe("<p>none</p>");
  });
});
