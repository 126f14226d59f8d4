import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import "./i18n";
import { applySettings } from "./settings/apply";
import "./theme/tokens.css";
import "./styles.css";

// The theme, motion and deck before the first paint.
applySettings();

const root = document.getElementById("root");
if (root)
  createRoot(root).render(
    <StrictMode>
      {/* The first render waits for the language's strings (loaded with the page). */}
      <Suspense fallback={null}>
        <App />
      </Suspense>
    </StrictMode>,
  );
