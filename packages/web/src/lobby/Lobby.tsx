import { useEffect, useState } from "react";
import { seatsAllowed } from "@parlor/engine/seats";
import { useTranslation } from "react-i18next";
import {
  createTable,
  listGames,
  listTables,
  problemText,
  type GameInfo,
  type SeatRequest,
  type TableSummary,
} from "../api";
import { GAME_PAGES, gameUi, PAGE_NAMESPACES } from "../games/registry";
import { LanguageSwitcher } from "../i18n/LanguageSwitcher";
import { botLevel } from "../table/players";
import { loadTokens, saveTokens } from "../tokens";
import { seatCountsInWords } from "../words";
import { History } from "./History";
import { ensurePlayer } from "../people/me";
import { NamePrompt } from "../people/NamePrompt";
import { PlayerBadge } from "../people/PlayerBadge";
import { clampGrace, GraceChoice } from "./GraceChoice";
import { OptionsForm } from "./OptionsForm";
import { Presence } from "./Presence";
import { LeaderboardLinks, RatedChoice } from "../ratings/LobbyRatings";

/** A seat as the creator sets it up: played here, handed out by link, or a bot. */
type SeatChoice = "here" | "invite" | `bot:${string}`;

/** The usual seatings, each named by `common:lobby.presets.<id>`. */
const PRESETS: readonly { id: "bot" | "keyboard" | "online"; seats: (bot: string) => SeatChoice[] }[] = [
  { id: "bot", seats: (bot) => ["here", `bot:${bot}`] },
  { id: "keyboard", seats: () => ["here", "here"] },
  { id: "online", seats: () => ["here", "invite"] },
];

/**
 * The seats brought to a count the game may have: the nearest allowed count at or above theirs (else
 * the largest), adding bots of the game's default level or leaving out the last seats.
 */
function fitSeats(seats: SeatChoice[], game: GameInfo): SeatChoice[] {
  if (seatsAllowed(game, seats.length)) return seats;
  const target = game.seatCounts.find((n) => n >= seats.length) ?? game.seatCounts.at(-1) ?? seats.length;
  if (target < seats.length) return seats.slice(0, target);
  return [
    ...seats,
    ...Array.from({ length: target - seats.length }, (): SeatChoice => `bot:${game.defaultBot}`),
  ];
}

export function Lobby({ go }: { go: (path: string) => void }) {
  // The games' own pages name their strings in their own namespaces ("tarotCalculator:page.link …").
  const { t } = useTranslation(PAGE_NAMESPACES);
  const [games, setGames] = useState<GameInfo[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  // The game picked; none picked yet: the first the server lists.
  const [gameId, setGameId] = useState<string | null>(null);
  const [seats, setSeats] = useState<SeatChoice[]>(["here", "bot:medium"]);
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [rated, setRated] = useState(true);
  // The table's own away time before a stand-in bot plays (seconds), or null: the game's default.
  const [grace, setGrace] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const [tables, setTables] = useState<TableSummary[]>([]);
  const [link, setLink] = useState("");

  useEffect(() => {
    listGames().then(
      (all) => setGames(all),
      (error: unknown) => setLoadError(problemText(error)),
    );
  }, []);
  useEffect(() => {
    let live = true;
    const load = () =>
      listTables().then(
        (list) => live && setTables(list),
        () => undefined,
      );
    void load();
    const timer = setInterval(load, 3000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);

  const game = games?.find((g) => g.id === gameId) ?? games?.[0] ?? null;
  const keyboardPlayers = game ? gameUi(game.id)?.keyboardPlayers : undefined;
  const titles: Readonly<Record<string, string>> = Object.fromEntries(
    (games ?? []).map((g) => [g.id, t(`games.${g.id}.title`)]),
  );

  const pickGame = (next: GameInfo) => {
    setGameId(next.id);
    setOptions({});
    setGrace(null);
    setSeats((old) =>
      fitSeats(
        old.map((s): SeatChoice =>
          s.startsWith("bot:") && !next.bots.some((b) => `bot:${b.level}` === s)
            ? `bot:${next.defaultBot}`
            : s,
        ),
        next,
      ),
    );
  };

  const create = async () => {
    if (!game) return;
    setCreating(true);
    setCreateError(null);
    try {
      const requests: SeatRequest[] = seats.map((s) =>
        s.startsWith("bot:") ? { bot: s.slice(4) } : { human: true },
      );
      // A table is made by someone: a guest with the prompt's name when the person has not said one yet.
      await ensurePlayer();
      const graceSeconds = grace !== null && Number.isFinite(grace) ? clampGrace(grace) : undefined;
      const { id, seatTokens } = await createTable(game.id, options, requests, {
        rated,
        ...(graceSeconds !== undefined ? { graceSeconds } : {}),
      });
      const held = seats.flatMap((s, i) => (s === "here" && seatTokens[i] ? [seatTokens[i]] : []));
      const invites = seats.map((s, i) => (s === "invite" ? (seatTokens[i] ?? null) : null));
      saveTokens(id, { held, invites });
      go(`/table/${id}`);
    } catch (error) {
      setCreateError(problemText(error));
      setCreating(false);
    }
  };

  const openLink = () => {
    try {
      const url = new URL(link.trim(), location.origin);
      if (url.pathname.startsWith("/table/")) go(url.pathname + url.hash);
      else setCreateError(t("lobby.notTableLink"));
    } catch {
      setCreateError(t("lobby.notLink"));
    }
  };

  return (
    <main className="lobby" data-testid="lobby">
      <header className="lobby-header">
        <h1>{t("site.name")}</h1>
        <PlayerBadge go={go} />
        <LanguageSwitcher />
        <p>{t("site.tagline")}</p>
      </header>
      <NamePrompt />
      {loadError && (
        <p className="notice" role="alert">
          {t("lobby.loadError", { message: loadError })}
        </p>
      )}
      <section aria-labelledby="games-title">
        <h2 id="games-title">{t("lobby.pick")}</h2>
        <div className="game-list" role="radiogroup" aria-label={t("lobby.gamesLabel")}>
          {(games ?? []).map((g) => {
            return (
              <button
                key={g.id}
                type="button"
                role="radio"
                aria-checked={g.id === game?.id}
                className={`game-card ${g.id === game?.id ? "chosen" : ""}`}
                data-testid={`game-${g.id}`}
                onClick={() => pickGame(g)}
              >
                <strong>{titles[g.id]}</strong>
                <small>
                  {t("lobby.players", {
                    counts: seatCountsInWords(g.seatCounts),
                    count: g.seatCounts.at(-1),
                  })}
                </small>
                <span>{t(`games.${g.id}.summary`)}</span>
              </button>
            );
          })}
        </div>
        {games && <LeaderboardLinks games={games} titles={titles} go={go} />}
        {GAME_PAGES.map((page) => (
          <p key={page.path}>
            {t(page.link.prompt)}{" "}
            <a
              href={page.path}
              data-testid={page.link.testId}
              onClick={(e) => {
                e.preventDefault();
                go(page.path);
              }}
            >
              {t(page.link.label)}
            </a>
          </p>
        ))}
      </section>
      {game && (
        <section aria-labelledby="create-title" className="create">
          <h2 id="create-title">{t("lobby.who")}</h2>
          <div className="presets">
            {PRESETS.map((p) => (
              <button
                key={p.id}
                type="button"
                data-testid={`preset-${p.id}`}
                onClick={() => setSeats(p.seats(game.defaultBot))}
              >
                {t(`lobby.presets.${p.id}`)}
              </button>
            ))}
          </div>
          <ol className="seats" data-testid="seats">
            {seats.map((seat, i) => (
              <li key={i}>
                <label htmlFor={`seat-${i}`}>{t("lobby.seat", { n: i + 1 })}</label>
                <select
                  id={`seat-${i}`}
                  value={seat}
                  data-testid={`seat-select-${i}`}
                  onChange={(e) => {
                    const value = e.currentTarget.value as SeatChoice;
                    setSeats((old) => old.map((s, j) => (j === i ? value : s)));
                  }}
                >
                  <option value="here">{t("lobby.seatHere")}</option>
                  <option value="invite">{t("lobby.seatInvite")}</option>
                  {game.bots.map((b) => (
                    <option key={b.level} value={`bot:${b.level}`}>
                      {t("lobby.seatBot", {
                        level: botLevel(b.level),
                        description: t(`bots.${game.id}.${b.level}`),
                      })}
                    </option>
                  ))}
                </select>
                {seats.length > (game.seatCounts[0] ?? 1) && (
                  <button
                    type="button"
                    aria-label={t("lobby.removeSeat", { n: i + 1 })}
                    data-testid={`remove-seat-${i}`}
                    onClick={() => setSeats((old) => old.filter((_, j) => j !== i))}
                  >
                    ✕
                  </button>
                )}
              </li>
            ))}
          </ol>
          {seats.length < (game.seatCounts.at(-1) ?? 1) && (
            <button
              type="button"
              data-testid="add-seat"
              onClick={() => setSeats((old) => [...old, `bot:${game.defaultBot}`])}
            >
              {t("lobby.addSeat")}
            </button>
          )}
          {!seatsAllowed(game, seats.length) && (
            <p className="notice" data-testid="seat-count">
              {t("lobby.seatCount", {
                game: titles[game.id],
                counts: seatCountsInWords(game.seatCounts),
                n: seats.length,
              })}
            </p>
          )}
          {keyboardPlayers !== undefined && seats.filter((s) => s === "here").length > keyboardPlayers && (
            <p className="notice">{t("lobby.keyboardLimit", { n: keyboardPlayers })}</p>
          )}
          <details className="options">
            <summary>{t("lobby.options")}</summary>
            <OptionsForm game={game.id} schema={game.options} values={options} onChange={setOptions} />
          </details>
          <RatedChoice rated={rated} onChange={setRated} />
          {seats.some((s) => !s.startsWith("bot:")) && game.graceSeconds !== undefined && (
            <GraceChoice seconds={grace} gameDefault={game.graceSeconds} onChange={setGrace} />
          )}
          <button
            type="button"
            className="primary big"
            data-testid="create-table"
            disabled={creating || !seatsAllowed(game, seats.length)}
            onClick={() => void create()}
          >
            {creating ? t("lobby.creating") : t("lobby.start")}
          </button>
          {createError && (
            <p className="notice" role="alert" data-testid="create-error">
              {createError}
            </p>
          )}
        </section>
      )}
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
      <Presence go={go} titles={titles} />
      <section aria-labelledby="tables-title">
        <h2 id="tables-title">{t("lobby.tables")}</h2>
        {tables.length === 0 ? (
          <p>{t("lobby.noTables")}</p>
        ) : (
          <ul className="table-list" data-testid="table-list">
            {tables.map((table) => {
              const mine = loadTokens(table.id).held.length > 0;
              const free = table.seats.filter((s) => "human" in s && !s.joined).length;
              return (
                <li key={table.id} data-testid={`table-${table.id}`}>
                  <span>
                    <strong>{titles[table.game] ?? t(`games.${table.game}.title`)}</strong> ·{" "}
                    {t(`status.${table.status}`)} · {t("lobby.seats", { count: table.seats.length })}
                    {free > 0 ? ` · ${t("lobby.waitingFor", { count: free })}` : ""}
                  </span>
                  <button
                    type="button"
                    data-testid={`open-table-${table.id}`}
                    onClick={() => go(`/table/${table.id}`)}
                  >
                    {mine ? t("lobby.backToSeat") : t("lobby.watch")}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <History go={go} titles={titles} />
    </main>
  );
}
