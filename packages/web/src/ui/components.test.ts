import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Dialog } from "./Dialog";
import { Panel } from "./Panel";

describe("the shared components' markup", () => {
  it("a dialog is labelled by its title and described by the element named, in its tone", () => {
    const html = renderToStaticMarkup(
      createElement(
        Dialog,
        {
          open: false,
          onClose: () => undefined,
          title: "Resign this match?",
          titleId: "resign-title",
          describedBy: "resign-text",
          tone: "danger",
          testId: "resign-dialog",
          actions: createElement("button", { type: "button" }, "Keep playing"),
        },
        createElement("p", { id: "resign-text" }, "You lose the match."),
      ),
    );
    expect(html).toMatch(/^<dialog class="dialog dialog-danger"/);
    expect(html).toContain('aria-labelledby="resign-title"');
    expect(html).toContain('aria-describedby="resign-text"');
    expect(html).toContain('<h2 id="resign-title" class="dialog-title">Resign this match?</h2>');
    expect(html).toContain('<div class="dialog-actions"><button type="button">Keep playing</button></div>');
    // No close button unless it is given words.
    expect(html).not.toContain('data-icon="close"');
  });

  it("a dialog's close button is named by its words", () => {
    const html = renderToStaticMarkup(
      createElement(Dialog, { open: false, onClose: () => undefined, title: "Share", closeLabel: "Close" }),
    );
    expect(html).toContain('role="img" aria-label="Close"');
    // A title id is made when none is given, and labels the dialog.
    const id = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<h2 id="${id}"`);
  });

  it("a panel with a title and an id is a section labelled by its heading", () => {
    const html = renderToStaticMarkup(
      createElement(Panel, { title: "Score sheet", id: "sheet", level: 3, tone: "good" }, "…"),
    );
    expect(html).toBe(
      '<section id="sheet" class="panel panel-good" aria-labelledby="sheet-title"><h3 id="sheet-title" class="panel-title">Score sheet</h3>…</section>',
    );
  });
});
