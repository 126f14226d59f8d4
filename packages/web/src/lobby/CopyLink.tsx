import { useState } from "react";
import { useTranslation } from "react-i18next";

/** A button that copies a link (and shows it, for browsers that refuse the clipboard). */
export function CopyLink({ url, label, testId }: { url: string; label: string; testId: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<"no" | "yes" | "failed">("no");
  return (
    <span className="copy-link">
      <button
        type="button"
        aria-label={label}
        data-testid={testId}
        data-url={url}
        onClick={() => {
          if (!navigator.clipboard) return setCopied("failed");
          navigator.clipboard.writeText(url).then(
            () => setCopied("yes"),
            () => setCopied("failed"),
          );
        }}
      >
        {copied === "yes" ? t("copy.copied") : t("copy.copy")}
      </button>
      {copied === "failed" && (
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
