import { useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * "Got a link?": opens a table's invite or watch link pasted here (its seat token in the fragment);
 * anything else is refused with a sentence (`refused`, shown with the set-up form's errors).
 */
export function JoinByLink({
  go,
  refused,
}: {
  go: (path: string) => void;
  refused: (problem: string) => void;
}) {
  const { t } = useTranslation();
  const [link, setLink] = useState("");
  const openLink = () => {
    try {
      const url = new URL(link.trim(), location.origin);
      if (url.pathname.startsWith("/table/")) go(url.pathname + url.hash);
      else refused(t("lobby.notTableLink"));
    } catch {
      refused(t("lobby.notLink"));
    }
  };
  return (
    <section aria-labelledby="join-title">
      <h2 id="join-title">{t("lobby.gotLink")}</h2>
      <form
        className="join-form"
        onSubmit={(e) => {
          e.preventDefault();
          openLink();
        }}
      >
        <label htmlFor="join-link">{t("lobby.linkLabel")}</label>
        <input
          id="join-link"
          value={link}
          onChange={(e) => setLink(e.currentTarget.value)}
          data-testid="join-link"
        />
        <button type="submit" data-testid="join-button">
          {t("lobby.open")}
        </button>
      </form>
    </section>
  );
}
