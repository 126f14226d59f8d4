import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { HeaderHasLanguage } from "../i18n/LanguageSwitcher";
import { Toaster } from "../ui/Toast";
import { SiteHeader } from "./SiteHeader";
import "./shell.css";

/** The id of the page's content, where "Skip to the content" goes. */
export const CONTENT_ID = "content";

/**
 * Every page's frame: a "skip to the content" link (the first thing Tab reaches), the site's header,
 * the page itself, and the toasts' live region.
 */
export function Shell({
  path,
  go,
  firstGame,
  children,
}: {
  readonly path: string;
  readonly go: (to: string) => void;
  readonly firstGame: string;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation("look");
  return (
    <HeaderHasLanguage.Provider value={true}>
      <a
        className="skip-link"
        href={`#${CONTENT_ID}`}
        data-testid="skip-link"
        onClick={(event) => {
          // Focus the content without touching the address's fragment (a table's seat tokens live there).
          event.preventDefault();
          document.getElementById(CONTENT_ID)?.focus();
        }}
      >
        {t("skip")}
      </a>
      <SiteHeader path={path} go={go} firstGame={firstGame} />
      <div id={CONTENT_ID} className="site-content" tabIndex={-1}>
        {children}
      </div>
      <Toaster />
    </HeaderHasLanguage.Provider>
  );
}
