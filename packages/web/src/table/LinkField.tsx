import { lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CopyLink } from "../lobby/CopyLink";
import { Icon } from "../ui/Icon";

/** The QR code's drawing and its encoder, loaded when a person first asks to see a code. */
const QrCode = lazy(() => import("./QrCode"));

/** What a link field says about its link, in the language in use. */
export interface LinkWords {
  /** The field's label ("Invite link for seat 2"). */
  readonly label: string;
  /** The copy button's name ("Copy the invite link for seat 2"). */
  readonly copy: string;
  /** The QR code's name ("QR code of the invite link for seat 2"). */
  readonly qr: string;
  /** The share button's name ("Share the invite link for seat 2"). */
  readonly share: string;
}

/** Whether this browser can hand a link to the system's share sheet (phones, mostly). */
function canShare(url: string): boolean {
  if (typeof navigator === "undefined" || typeof navigator.share !== "function") return false;
  return typeof navigator.canShare !== "function" || navigator.canShare({ url });
}

/**
 * A link shown in full in a read-only field (selected when focused), with a labelled copy button, a
 * share button where the browser has a share sheet, and a toggle that draws it as a QR code for a
 * phone's camera. `testId` names the field; its buttons are `<testId>-copy`, `-share`, `-qr-toggle`,
 * `-qr` unless `copyTestId` names the copy button.
 */
export function LinkField({
  url,
  words,
  testId,
  copyTestId,
}: {
  url: string;
  words: LinkWords;
  testId: string;
  copyTestId?: string;
}) {
  const { t } = useTranslation("lifecycle");
  const field = useId();
  const codeBox = useId();
  const [showQr, setShowQr] = useState(false);
  const share = () => {
    navigator.share({ title: t("invite.shareTitle"), url }).catch(() => undefined);
  };
  return (
    <div className="link-field" data-testid={`${testId}-box`}>
      <label htmlFor={field}>{words.label}</label>
      <div className="link-row">
        <input
          id={field}
          className="link-text"
          readOnly
          value={url}
          spellCheck={false}
          onFocus={(e) => e.currentTarget.select()}
          data-testid={testId}
        />
        <CopyLink url={url} label={words.copy} testId={copyTestId ?? `${testId}-copy`} field={field} />
        {canShare(url) && (
          <button type="button" aria-label={words.share} onClick={share} data-testid={`${testId}-share`}>
            <Icon name="users" />
            <span>{t("invite.share")}</span>
          </button>
        )}
        <button
          type="button"
          aria-expanded={showQr}
          aria-controls={codeBox}
          onClick={() => setShowQr((shown) => !shown)}
          data-testid={`${testId}-qr-toggle`}
        >
          <Icon name="qr" />
          <span>{showQr ? t("invite.hideQr") : t("invite.showQr")}</span>
        </button>
      </div>
      <div id={codeBox} className="qr-box" hidden={!showQr}>
        {showQr && (
          <Suspense fallback={<p className="hint">{t("common:loading")}</p>}>
            <QrCode text={url} label={words.qr} testId={`${testId}-qr`} />
            <p className="hint">{t("invite.qrHint")}</p>
          </Suspense>
        )}
      </div>
    </div>
  );
}
