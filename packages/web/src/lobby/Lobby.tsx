import { useEffect, useState } from "react";
import { seatCountsInWords, seatsAllowed } from "@parlor/engine/seats";
import {
  createTable,
  listGames,
  listTables,
  type GameInfo,
  type SeatRequest,
  type TableSummary,
} from "../api";
import { GAME_PAGES, gameUi } from "../games/registry";
import { loadTokens, saveTokens } from "../tokens";
import { History } from "./History";
import { OptionsForm } from "./OptionsForm";

/** A seat as the creator sets it up: played here, handed out by link, or a bot. */
type SeatChoice = "here" | "invite" | `bot:${string}`;

const PRESETS: readonly { id: string; label: string; seats: (bot: string) => SeatChoice[] }[] = [
  { id: "bot", label: "Me against a bot", seats: (bot) => ["here", `bot:${bot}`] },
  { id: "keyboard", label: "Two of us on this keyboard", seats: () => ["here", "here"] },
  { id: "online", label: "Me and a friend online", seats: () => ["here", "invite"] },
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
  const [games, setGames] = useState<GameInfo[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  // The game picked; none picked yet: the first the server lists.
  const [gameId, setGameId] = useState<string | null>(null);
  const [seats, setSeats] = useState<SeatChoice[]>(["here", "bot:medium"]);
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const [tables, setTables] = useState<TableSummary[]>([]);
  const [link, setLink] = useState("");

  useEffect(() => {
    listGames().then(
      (all) => setGames(all),
      (error: Error) => setLoadError(error.message),
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
    (games ?? []).map((g) => [g.id, g.title]),
  );

  const pickGame = (next: GameInfo) => {
    setGameId(next.id);
    setOptions({});
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
      const { id, seatTokens } = await createTable(game.id, options, requests);
      const held = seats.flatMap((s, i) => (s === "here" && seatTokens[i] ? [seatTokens[i]] : []));
      const invites = seats.map((s, i) => (s === "invite" ? (seatTokens[i] ?? null) : null));
      saveTokens(id, { held, invites });
      go(`/table/${id}`);
    } catch (error) {
      setCreateError((error as Error).message);
      setCreating(false);
    }
  };

  const openLink = () => {
    try {
      const url = new URL(link.trim(), location.origin);
      if (url.pathname.startsWith("/table/")) go(url.pathname + url.hash);
      else setCreateError("That is not a table link.");
    } catch {
      setCreateError("That is not a link.");
    }
  };

  return (
    <main className="lobby" data-testid="lobby">
      <header>
        <h1>Parlor</h1>
        <p>Play SET and Ruhd against bots, with a friend on the same keyboard, or with friends anywhere.</p>
      </header>
      {loadError && (
        <p className="notice" role="alert">
          Could not reach the server: {loadError}
        </p>
      )}
      <section aria-labelledby="games-title">
        <h2 id="games-title">1. Pick a game</h2>
        <div className="game-list" role="radiogroup" aria-label="Games">
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
                <strong>{g.title}</strong>
                <small>{seatCountsInWords(g.seatCounts)} players</small>
                <span>{g.summary}</span>
              </button>
            );
          })}
        </div>
        {GAME_PAGES.map((page) => (
          <p key={page.path}>
            {page.link.prompt}{" "}
            <a
              href={page.path}
              data-testid={page.link.testId}
              onClick={(e) => {
                e.preventDefault();
                go(page.path);
              }}
            >
              {page.link.label}
            </a>
          </p>
        ))}
      </section>
      {game && (
        <section aria-labelledby="create-title" className="create">
          <h2 id="create-title">2. Who plays?</h2>
          <div className="presets">
            {PRESETS.map((p) => (
              <button
                key={p.id}
                type="button"
                data-testid={`preset-${p.id}`}
                onClick={() => setSeats(p.seats(game.defaultBot))}
              >
                {p.label}
              </button>
            ))}
          </div>
          <ol className="seats" data-testid="seats">
            {seats.map((seat, i) => (
              <li key={i}>
                <label htmlFor={`seat-${i}`}>Seat {i + 1}</label>
                <select
                  id={`seat-${i}`}
                  value={seat}
                  data-testid={`seat-select-${i}`}
                  onChange={(e) => {
                    const value = e.currentTarget.value as SeatChoice;
                    setSeats((old) => old.map((s, j) => (j === i ? value : s)));
                  }}
                >
                  <option value="here">A person at this screen</option>
                  <option value="invite">A friend, by link</option>
                  {game.bots.map((b) => (
                    <option key={b.level} value={`bot:${b.level}`}>
                      Bot: {b.level} ({b.description})
                    </option>
                  ))}
                </select>
                {seats.length > (game.seatCounts[0] ?? 1) && (
                  <button
                    type="button"
                    aria-label={`Remove seat ${i + 1}`}
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
              + Add a seat
            </button>
          )}
          {!seatsAllowed(game, seats.length) && (
            <p className="notice" data-testid="seat-count">
              {game.title} is played by {seatCountsInWords(game.seatCounts)} players, not {seats.length}.
            </p>
          )}
          {keyboardPlayers !== undefined && seats.filter((s) => s === "here").length > keyboardPlayers && (
            <p className="notice">
              Only {keyboardPlayers} players can share the keyboard; the others would play with the mouse.
            </p>
          )}
          <details className="options">
            <summary>3. Options (rules and timers)</summary>
            <OptionsForm schema={game.options} values={options} onChange={setOptions} />
          </details>
          <button
            type="button"
            className="primary big"
            data-testid="create-table"
            disabled={creating || !seatsAllowed(game, seats.length)}
            onClick={() => void create()}
          >
            {creating ? "Creating…" : "Start the table"}
          </button>
          {createError && (
            <p className="notice" role="alert" data-testid="create-error">
              {createError}
            </p>
          )}
        </section>
      )}
      <section aria-labelledby="join-title">
        <h2 id="join-title">Got a link?</h2>
        <form
          className="join-form"
          onSubmit={(e) => {
            e.preventDefault();
            openLink();
          }}
        >
          <label htmlFor="join-link">Invite or table link</label>
          <input
            id="join-link"
            value={link}
            onChange={(e) => setLink(e.currentTarget.value)}
            data-testid="join-link"
          />
          <button type="submit" data-testid="join-button">
            Open
          </button>
        </form>
      </section>
      <section aria-labelledby="tables-title">
        <h2 id="tables-title">Open and live tables</h2>
        {tables.length === 0 ? (
          <p>No table right now.</p>
        ) : (
          <ul className="table-list" data-testid="table-list">
            {tables.map((t) => {
              const mine = loadTokens(t.id).held.length > 0;
              const free = t.seats.filter((s) => "human" in s && !s.joined).length;
              return (
                <li key={t.id} data-testid={`table-${t.id}`}>
                  <span>
                    <strong>{titles[t.game] ?? t.game}</strong> · {t.status} · {t.seats.length} seats
                    {free > 0 ? ` · ${free} waiting for a player` : ""}
                  </span>
                  <button
                    type="button"
                    data-testid={`open-table-${t.id}`}
                    onClick={() => go(`/table/${t.id}`)}
                  >
                    {mine ? "Back to my seat" : "Watch"}
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
