/**
 * The table's chat (docs/protocol.md, "Chat"): every line said at the table, players' and
 * spectators', each with its sender, time and text (always as text: React never reads it as HTML),
 * an input of MAX_CHAT_LENGTH characters sent with Enter, the quick phrases (each reader sees them in
 * their own language), and a per-person mute. It folds away (on a phone it starts folded, with a
 * count of new lines).
 */
import { CHAT_PHRASES, MAX_CHAT_LENGTH, type ChatLine, type PlayerRef } from "@parlor/protocol";
import { Suspense, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ActionError } from "../protocol-socket";
import { currentLanguage } from "../i18n";
import { youName } from "../table/players";
import { knownPhrase, senderName } from "./lines";
import { personOf, useMuted, visibleLines, type Muted } from "./mute";
import "./chat.css";

/** The width under which the panel starts folded (a phone). */
const NARROW_SCREEN = "(max-width: 40rem)";

/** Says one line at the table (the page's socket: `chat` answered `ok`, or an ActionError). */
export type SayLine = (words: { readonly text: string } | { readonly phrase: string }) => Promise<void>;

export interface ChatPanelProps {
  readonly lines: readonly ChatLine[];
  readonly say: SayLine;
  /** The seats this page holds (a line said from one of them is this page's own). */
  readonly held: readonly number[];
  /** Who this page is (its session's player), when the server said. */
  readonly you?: PlayerRef | null;
  /** The seats' names as the table names them (`seatName`): a line from a seat is signed with its name. */
  readonly names?: readonly string[];
}

export function ChatPanel(props: ChatPanelProps) {
  // The panel's words load on their own: the table does not wait for them.
  return (
    <Suspense fallback={null}>
      <Chat {...props} />
    </Suspense>
  );
}

/** A line's time of day in the page's language (hours and minutes). */
function timeOfDay(at: number): string {
  return new Intl.DateTimeFormat(currentLanguage(), { hour: "2-digit", minute: "2-digit" }).format(at);
}

/** Whether this page said the line: its player, or (without one) a seat it holds. */
function ownLine(line: ChatLine, you: PlayerRef | null | undefined, held: readonly number[]): boolean {
  if (line.from.id !== "") return line.from.id === you?.id;
  return line.seat !== null && held.includes(line.seat);
}

function Chat({ lines, say, held, you, names }: ChatPanelProps) {
  const { t } = useTranslation("chat");
  const [open, setOpen] = useState(() => !globalThis.matchMedia?.(NARROW_SCREEN).matches);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [showMuted, setShowMuted] = useState(false);
  const { muted, mute, unmute } = useMuted(you?.id ?? null);
  const { shown, hidden } = visibleLines(lines, muted);
  // Lines that came while the panel was folded.
  const [seen, setSeen] = useState(0);
  useEffect(() => {
    if (open) setSeen(shown.length);
  }, [open, shown.length]);
  const unread = open ? 0 : Math.max(0, shown.length - seen);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const box = list.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [shown.length, open]);
  const ids = useId();
  const inputId = `${ids}-input`;
  const counterId = `${ids}-counter`;
  const titleId = `${ids}-title`;

  const problemOf = (error: unknown): string => {
    const code = error instanceof ActionError ? error.code : "other";
    const message = error instanceof Error ? error.message : String(error);
    if (code === "chat-limit") {
      const seconds = /(\d+)\s*s\b/.exec(message)?.[1];
      return seconds ? t("errors.limit", { seconds }) : t("errors.limitSoon");
    }
    if (code === "bad-chat") return t("errors.bad");
    if (code === "chat-full") return t("errors.full");
    if (code === "offline") return t("errors.offline");
    return t("errors.other", { message });
  };

  const send = async (words: Parameters<SayLine>[0]) => {
    setSending(true);
    try {
      await say(words);
      setProblem(null);
      return true;
    } catch (error) {
      setProblem(problemOf(error));
      return false;
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === "" || sending) return;
    if (await send({ text })) setText("");
  };

  return (
    <section
      className={`chat ${open ? "chat-open" : "chat-folded"}`}
      aria-labelledby={titleId}
      data-testid="chat"
    >
      <h2 className="chat-title" id={titleId}>
        <button
          type="button"
          className="chat-toggle"
          aria-expanded={open}
          aria-controls={`${ids}-body`}
          onClick={() => setOpen(!open)}
          data-testid="chat-toggle"
        >
          {t("title")}
          <span className="visually-hidden"> — {open ? t("hide") : t("show")}</span>
          {unread > 0 && (
            <span className="chat-unread" data-testid="chat-unread">
              {t("unread", { count: unread })}
            </span>
          )}
        </button>
      </h2>
      <div id={`${ids}-body`} className="chat-body" hidden={!open}>
        <ol
          ref={list}
          className="chat-lines"
          role="log"
          aria-live="polite"
          aria-label={t("log")}
          data-testid="chat-lines"
        >
          {shown.map((line) => (
            <Line
              key={line.n}
              line={line}
              name={senderName(line, names, t("spectator"))}
              own={ownLine(line, you, held)}
              text={knownPhrase(line.phrase) ? t(`phrases.${line.phrase}`) : line.text}
              onMute={mute}
            />
          ))}
        </ol>
        {lines.length === 0 && <p className="chat-empty">{t("empty")}</p>}
        {(hidden > 0 || muted.length > 0) && (
          <p className="chat-hidden" data-testid="chat-hidden">
            {hidden > 0 && <>{t("hidden", { count: hidden })} </>}
            <button
              type="button"
              className="link"
              aria-expanded={showMuted}
              onClick={() => setShowMuted(!showMuted)}
              data-testid="chat-show-muted"
            >
              {t("muted", { n: muted.length })}
            </button>
          </p>
        )}
        {showMuted && muted.length > 0 && (
          <ul className="chat-muted" aria-label={t("mutedList")} data-testid="chat-muted">
            {muted.map((m) => (
              <li key={m.key}>
                <button type="button" onClick={() => unmute(m.key)} data-testid="chat-unmute">
                  {t("unmute", { name: m.name })}
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="chat-phrases" role="group" aria-label={t("phrasesLabel")}>
          {CHAT_PHRASES.map((phrase) => (
            <button
              key={phrase}
              type="button"
              disabled={sending}
              onClick={() => void send({ phrase })}
              data-testid={`chat-phrase-${phrase}`}
            >
              {t(`phrases.${phrase}`)}
            </button>
          ))}
        </div>
        <form className="chat-form" onSubmit={(e) => void submit(e)}>
          <label htmlFor={inputId} className="visually-hidden">
            {t("input")}
          </label>
          <input
            id={inputId}
            type="text"
            value={text}
            maxLength={MAX_CHAT_LENGTH}
            placeholder={t("placeholder")}
            autoComplete="off"
            aria-describedby={counterId}
            onChange={(e) => setText(e.target.value)}
            data-testid="chat-input"
          />
          <button type="submit" disabled={sending || text.trim() === ""} data-testid="chat-send">
            {t("send")}
          </button>
          <span id={counterId} className="chat-counter" data-testid="chat-counter">
            <span aria-hidden="true">
              {text.length}/{MAX_CHAT_LENGTH}
            </span>
            <span className="visually-hidden">
              {t("counter", { count: text.length, max: MAX_CHAT_LENGTH })}
            </span>
          </span>
        </form>
        {problem && (
          <p className="chat-problem" role="alert" data-testid="chat-problem">
            {problem}
          </p>
        )}
      </div>
    </section>
  );
}

/** One line: the time, the sender (a menu to mute them, unless it is this page), the mark, the text. */
function Line({
  line,
  name,
  own,
  text,
  onMute,
}: {
  line: ChatLine;
  name: string;
  own: boolean;
  text: string;
  onMute: (person: Muted) => void;
}) {
  const { t } = useTranslation("chat");
  const [menu, setMenu] = useState(false);
  const menuId = useId();
  const nameButton = useRef<HTMLButtonElement>(null);
  const muteButton = useRef<HTMLButtonElement>(null);
  // The menu's one choice takes the focus; Escape closes it and gives the focus back to the name.
  useEffect(() => {
    if (menu) muteButton.current?.focus();
  }, [menu]);
  const closeMenu = () => {
    setMenu(false);
    nameButton.current?.focus();
  };
  return (
    <li
      className={`chat-line${line.seat === null ? " chat-spectator" : ""}`}
      data-testid="chat-line"
      data-n={line.n}
    >
      <time className="chat-time" dateTime={new Date(line.at).toISOString()}>
        {timeOfDay(line.at)}
      </time>{" "}
      {own ? (
        <strong className="chat-name" data-testid="chat-name">
          {/* "Ana (you)" from a spectator's seat or "Player A (you)"; the page's one seat is "You" already. */}
          {name === youName() ? (
            name
          ) : (
            <>
              {name} <span className="chat-you">({t("you")})</span>
            </>
          )}
        </strong>
      ) : (
        <span className="chat-sender">
          <button
            ref={nameButton}
            type="button"
            className="chat-name link"
            aria-haspopup="true"
            aria-expanded={menu}
            aria-controls={menuId}
            aria-label={t("menu", { name })}
            onClick={() => setMenu(!menu)}
            data-testid="chat-name"
          >
            {name}
          </button>
          {menu && (
            <span
              id={menuId}
              className="chat-menu"
              onKeyDown={(e) => {
                if (e.key === "Escape") closeMenu();
              }}
            >
              <button
                ref={muteButton}
                type="button"
                onClick={() => {
                  setMenu(false);
                  onMute({ key: personOf(line), name });
                }}
                title={t("muteHint")}
                data-testid="chat-mute"
              >
                {t("mute", { name })}
              </button>
            </span>
          )}
        </span>
      )}
      {line.seat === null && (
        <span className="chat-mark" data-testid="chat-spectator">
          {" "}
          ({t("spectatorMark")})
        </span>
      )}
      <span className="chat-separator" aria-hidden="true">
        {": "}
      </span>
      <span className="chat-text" data-testid="chat-text">
        {text}
      </span>
    </li>
  );
}
