import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { i18nReady } from "./i18n";
import { applySettings } from "./settings/apply";
import "./theme/tokens.css";
import "./styles.css";

// The theme, motion and deck before the first paint.
applySettings();

const root = document.getElementById("root");
// The first render once the first strings are here (`i18nReady`; rendered anyway if they failed, the
// keys then showing): suspended for them instead, the page showed nothing for 300 ms more.
const render = (element: HTMLElement) =>
  createRoot(element).render(
    <StrictMode>
      {/* Strings of a namespace loaded later (a game's) suspend what asks for them. */}
      <Suspense fallback={null}>
        <App />
      </Suspense>
    </StrictMode>,
  );
if (root) {
  const show = () => render(root);
  void i18nReady.then(show, show);
}
