import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../ui/Icon";

/**
 * A button that copies a link: its name says which link (`label`, which starts with the button's
 * word "Copy"), and a polite live region beside it says once it is copied. When the browser refuses the clipboard, the link is selected for the person to
 * copy: in the field that shows it (`field`, its id), or in a field shown then.
 */
export function CopyLink({
  url,
  label,
  testId,
  field,
}: {
  url: string;
  label: string;
  testId: string;
  /** The id of the read-only field that shows the link, if one does. */
  field?: string;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<"no" | "yes" | "failed">("no");
  const refused = () => {
    setCopied("failed");
    const shown = field ? document.getElementById(field) : null;
    if (shown instanceof HTMLInputElement) {
      shown.focus();
      shown.select();
    }
  };
  return (
    <span className="copy-link">
      <button
        type="button"
        className="copy-button"
        aria-label={label}
        data-testid={testId}
        data-url={url}
        data-copied={copied === "yes" ? "true" : undefined}
        onClick={() => {
          if (!navigator.clipboard) return refused();
          navigator.clipboard.writeText(url).then(() => setCopied("yes"), refused);
        }}
      >
        <Icon name="copy" />
        <span>{t("copy.copy")}</span>
      </button>
      {/* Seen and heard: "Link copied." beside the button, said politely by screen readers. */}
      <span className="copy-status" role="status" data-testid={`${testId}-status`} data-copied={copied}>
        {copied === "yes" && <Icon name="check" />}
        {copied === "yes" ? t("copy.done") : copied === "failed" ? t("copy.refused") : ""}
      </span>
      {copied === "failed" && !field && (
        <input
          readOnly
          value={url}
          aria-label={t("copy.inviteLink")}
          onFocus={(e) => e.currentTarget.select()}
          autoFocus
        />
      )}
    </span>
  );
}
