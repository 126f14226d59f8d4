import { useEffect, useMemo, useRef, useState } from "react";
import { seatsAllowed } from "@parlor/engine/seats";
import { useTranslation } from "react-i18next";
import {
  createTable,
  listGames,
  listQueues,
  listTables,
  problemText,
  type GameInfo,
  type SeatRequest,
  type TableSettings,
  type TableSummary,
} from "../api";
import { GAME_PAGES, gameUi, learnPathOf, PAGE_NAMESPACES } from "../games/registry";
import { botLevel } from "../table/players";
import { loadTokens, saveTokens } from "../tokens";
import { inWords, seatCountsInWords } from "../words";
import { History } from "./History";
import { ensurePlayer } from "../people/me";
import { NamePrompt } from "../people/NamePrompt";
import { PlayerBadge } from "../people/PlayerBadge";
import { clampGrace, GraceChoice } from "./GraceChoice";
import { OptionsForm } from "./OptionsForm";
import { GamePicture } from "./GamePicture";
import { draftOf, optionFields, readDraft, sameValues, type Draft } from "./optionFields";
import { playNowSeats } from "./playNow";
import { fitSeats, offeredLevels, SEATINGS, usualSeats, type SeatChoice } from "./seating";
import { PracticeChoice, practiceTable } from "./PracticeChoice";
import { PaceChoice } from "./PaceChoice";
import { LIVE_DRAFT, offersPace, paceSettings, type PaceDraft } from "./pace";
import { opensElsewhere } from "../shell/nav";
import { presetsOf } from "./presets";
import { Icon } from "../ui/Icon";
import "./lobby.css";
import type { QueueSummary } from "@parlor/protocol";
import { Presence } from "./Presence";
import { QuickMatch } from "./QuickMatch";
import { usePresence } from "./presence";
import { LeaderboardLinks, RatedChoice } from "../ratings/LobbyRatings";

export function Lobby({ go }: { go: (path: string) => void }) {
  // The games' own pages name their strings in their own namespaces ("tarotCalculator:page.link …").
  const { t } = useTranslation(PAGE_NAMESPACES);
  const [games, setGames] = useState<GameInfo[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  // The game picked; none picked yet: the first the server lists.
  const [gameId, setGameId] = useState<string | null>(null);
  // The seats as the person set them (null: the picked game's usual seating, as "Play now" seats it).
  const [chosenSeats, setSeats] = useState<SeatChoice[] | null>(null);
  // What the options form shows (null: the picked game's defaults).
  const [draft, setDraft] = useState<Draft | null>(null);
  const [optionsOpen, setOptionsOpen] = useState(false);
  const [rated, setRated] = useState(true);
  // The table's own away time before a stand-in bot plays (seconds), or null: the game's default.
  const [grace, setGrace] = useState<number | null>(null);
  // Live or turn-based, with its time bank (offered for the games played in turns only).
  const [pace, setPace] = useState<PaceDraft>(LIVE_DRAFT);
  const [creating, setCreating] = useState<string | null>(null);
  const [createError, setCreateError] = useState<string | null>(null);
  const [tables, setTables] = useState<TableSummary[]>([]);
  // Who waits in the quick-match queues, by game: shown on each tile's "Play with anyone".
  const [queues, setQueues] = useState<readonly QueueSummary[]>([]);
  const [link, setLink] = useState("");
  const setupTitle = useRef<HTMLHeadingElement>(null);
  const presence = usePresence();

  useEffect(() => {
    listGames().then(
      (all) => setGames(all),
      (error: unknown) => setLoadError(problemText(error)),
    );
  }, []);
  useEffect(() => {
    let live = true;
    const load = () =>
      Promise.all([
        listTables().then(
          (list) => live && setTables(list),
          () => undefined,
        ),
        listQueues().then(
          (list) => live && setQueues(list),
          () => undefined,
        ),
      ]);
    void load();
    const timer = setInterval(load, 3000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);

  const game = games?.find((g) => g.id === gameId) ?? games?.[0] ?? null;
  const seats = chosenSeats ?? (game ? usualSeats(game) : []);
  const keyboardPlayers = game ? gameUi(game.id)?.keyboardPlayers : undefined;
  const titles: Readonly<Record<string, string>> = Object.fromEntries(
    (games ?? []).map((g) => [g.id, t(`games.${g.id}.title`)]),
  );
  const fields = useMemo(() => (game ? optionFields(game.options) : []), [game]);
  const shownDraft = draft ?? draftOf(fields);
  const rules = (game && gameUi(game.id)?.optionRules) ?? [];
  const form = game ? readDraft(rules, fields, shownDraft) : { values: {}, problems: {} };
  const wrong = Object.keys(form.problems);
  const presets = game ? presetsOf(game.id) : [];
  const presetOn = (values: Readonly<Record<string, unknown>>): boolean =>
    wrong.length === 0 && sameValues(form.values, readDraft(rules, fields, draftOf(fields, values)).values);

  const pickGame = (next: GameInfo) => {
    setGameId(next.id);
    setDraft(null);
    setGrace(null);
    setSeats((old) => old && fitSeats(old, next));
  };

  /** Opens the set-up form for `next` and brings it into view (on a phone it lies below the games). */
  const setUp = (next: GameInfo) => {
    pickGame(next);
    requestAnimationFrame(() => {
      setupTitle.current?.focus({ preventScroll: true });
      setupTitle.current?.scrollIntoView({ block: "nearest" });
    });
  };

  /** Makes the table and goes to it; the person's seats are kept on this device. */
  const start = async (
    of: GameInfo,
    choices: readonly SeatChoice[],
    options: Readonly<Record<string, unknown>>,
    settings: TableSettings,
  ) => {
    setCreating(of.id);
    setCreateError(null);
    try {
      const requests: SeatRequest[] = choices.map((s) =>
        s.startsWith("bot:") ? { bot: s.slice(4) } : { human: true },
      );
      // A table is made by someone: a guest with the prompt's name when the person has not said one yet.
      await ensurePlayer();
      const { id, seatTokens } = await createTable(of.id, { ...options }, requests, settings);
      const held = choices.flatMap((s, i) => (s === "here" && seatTokens[i] ? [seatTokens[i]] : []));
      const invites = choices.map((s, i) => (s === "invite" ? (seatTokens[i] ?? null) : null));
      saveTokens(id, { held, invites });
      go(`/table/${id}`);
    } catch (error) {
      setCreateError(problemText(error));
      setCreating(null);
    }
  };

  const create = () => {
    if (!game || wrong.length > 0) return;
    const turnBased = paceSettings(game, pace);
    // A turn-based table has no away time: a person's time bank says how long their move may wait.
    const graceSeconds =
      turnBased.pace === undefined && grace !== null && Number.isFinite(grace)
        ? clampGrace(grace)
        : undefined;
    void start(game, seats, form.values, {
      rated,
      ...(graceSeconds !== undefined ? { graceSeconds } : {}),
      ...turnBased,
    });
  };

  const playNow = (of: GameInfo) =>
    void start(
      of,
      playNowSeats(of).map((s): SeatChoice => ("bot" in s ? `bot:${s.bot}` : "here")),
      {},
      {},
    );

  /** A solo practice in `mode`: the person's one seat, started at once. */
  const practice = (of: GameInfo, mode: string) => {
    const { options, settings } = practiceTable(mode);
    void start(of, ["here"], options, settings);
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

  const seatsOk = game ? seatsAllowed(game, seats.length) : false;
  const reason = !game
    ? null
    : wrong.length > 0
      ? t("lobby.fixOptions", {
          count: wrong.length,
          options: inWords(wrong.map((name) => t(`options.${game.id}.${name}.label`))),
        })
      : null;

  return (
    <main className="lobby" data-testid="lobby">
      <header className="lobby-header">
        <h1 className="visually-hidden">{t("site.name")}</h1>
        <p className="lobby-tagline">{t("site.tagline")}</p>
        <PlayerBadge go={go} />
      </header>
      {loadError && (
        <p className="notice" role="alert">
          {t("lobby.loadError", { message: loadError })}
        </p>
      )}
      <div className="lobby-top">
        <section aria-labelledby="games-title" className="lobby-games">
          <h2 id="games-title">{t("lobby.pick")}</h2>
          <ul className="game-tiles" aria-label={t("lobby.gamesLabel")}>
            {(games ?? []).map((g) => {
              const chosen = g.id === game?.id;
              return (
                <li key={g.id} className={`game-tile${chosen ? " chosen" : ""}`} data-testid={`game-${g.id}`}>
                  <GamePicture game={g.id} />
                  <h3 id={`tile-${g.id}`} className="game-tile-title">
                    <strong>{titles[g.id]}</strong>
                  </h3>
                  {/* What kind of game it is: tells apart the tiles whose titles share a word. */}
                  <p className="game-tile-kind" data-testid={`kind-${g.id}`}>
                    {t(`lobby.kinds.${g.id}`)}
                  </p>
                  <small className="game-tile-players">
                    <Icon name="users" />{" "}
                    {t("lobby.players", {
                      counts: seatCountsInWords(g.seatCounts),
                      count: g.seatCounts.at(-1),
                    })}
                  </small>
                  <p className="game-tile-line">
                    {t(`lobby.tiles.${g.id}`)}{" "}
                    <a
                      href={`/rules/${g.id}`}
                      className="game-tile-rules"
                      data-testid={`rules-${g.id}`}
                      aria-label={t("lobby.rulesLabel", { game: titles[g.id] })}
                      onClick={(event) => {
                        if (opensElsewhere(event)) return;
                        event.preventDefault();
                        go(`/rules/${g.id}`);
                      }}
                    >
                      {t("lobby.rules")}
                    </a>
                    {learnPathOf(g.id) !== null && (
                      <>
                        {" · "}
                        <a
                          href={learnPathOf(g.id) ?? ""}
                          className="game-tile-rules"
                          data-testid={`learn-${g.id}`}
                          aria-label={t("lobby.learnLabel", { game: titles[g.id] })}
                          onClick={(event) => {
                            if (opensElsewhere(event)) return;
                            event.preventDefault();
                            go(learnPathOf(g.id) ?? "");
                          }}
                        >
                          {t("lobby.learn")}
                        </a>
                      </>
                    )}
                  </p>
                  <div className="game-tile-actions">
                    <button
                      type="button"
                      className="primary"
                      data-testid={`play-now-${g.id}`}
                      aria-label={t("lobby.playNowLabel", { game: titles[g.id] })}
                      disabled={creating !== null}
                      onClick={() => playNow(g)}
                    >
                      <Icon name="play" /> {creating === g.id ? t("lobby.creating") : t("lobby.playNow")}
                    </button>
                    <button
                      type="button"
                      data-testid={`setup-${g.id}`}
                      aria-pressed={chosen}
                      aria-label={t("lobby.setUpLabel", { game: titles[g.id] })}
                      onClick={() => setUp(g)}
                    >
                      {t("lobby.setUp")}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
          <div className="lobby-links">
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
          </div>
        </section>
        <div className="lobby-tables">
          <Presence presence={presence} go={go} titles={titles} part="need" />
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
                      <GamePicture game={table.game} className="game-picture tiny" />
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
          <Presence presence={presence} go={go} titles={titles} part="online" />
        </div>
        <div className="lobby-side">
          <NamePrompt />
          {games && <QuickMatch games={games} titles={titles} queues={queues} go={go} />}
          {game && (
            <section aria-labelledby="create-title" className="create" data-testid="setup">
              <h2 id="create-title" ref={setupTitle} tabIndex={-1} className="create-title">
                <GamePicture game={game.id} className="game-picture small" />
                <span>
                  {t("lobby.setUpTitle")} <strong data-testid="setup-game">{titles[game.id]}</strong>
                </span>
              </h2>
              <h3>{t("lobby.who")}</h3>
              <div className="presets">
                {SEATINGS.map((p) => (
                  <button
                    key={p.id}
                    type="button"
                    data-testid={`preset-${p.id}`}
                    onClick={() => setSeats(fitSeats(p.seats, game))}
                  >
                    {t(`lobby.presets.${p.id}`)}
                  </button>
                ))}
              </div>
              <PracticeChoice
                game={game}
                title={titles[game.id] ?? game.title}
                disabled={creating !== null}
                onStart={(mode) => practice(game, mode)}
              />
              <ol className="seats" data-testid="seats">
                {seats.map((seat, i) => {
                  // A bot's level is named short in the list; what it plays like is said below it.
                  const level = seat.startsWith("bot:") ? seat.slice("bot:".length) : null;
                  return (
                    <li key={i}>
                      <label htmlFor={`seat-${i}`}>{t("lobby.seat", { n: i + 1 })}</label>
                      <select
                        id={`seat-${i}`}
                        value={seat}
                        aria-describedby={level ? `seat-${i}-bot` : undefined}
                        data-testid={`seat-select-${i}`}
                        onChange={(e) => {
                          const value = e.currentTarget.value as SeatChoice;
                          setSeats(seats.map((s, j) => (j === i ? value : s)));
                        }}
                      >
                        <option value="here">{t("lobby.seatHere")}</option>
                        <option value="invite">{t("lobby.seatInvite")}</option>
                        {offeredLevels(game).map((b) => (
                          <option key={b.level} value={`bot:${b.level}`}>
                            {t("lobby.seatBot", { level: botLevel(b.level) })}
                          </option>
                        ))}
                      </select>
                      {seats.length > (game.seatCounts[0] ?? 1) && (
                        <button
                          type="button"
                          className="icon-only"
                          aria-label={t("lobby.removeSeat", { n: i + 1 })}
                          data-testid={`remove-seat-${i}`}
                          onClick={() => setSeats(seats.filter((_, j) => j !== i))}
                        >
                          <Icon name="close" />
                        </button>
                      )}
                      {level && (
                        <small className="seat-bot" id={`seat-${i}-bot`} data-testid={`seat-bot-${i}`}>
                          {t(`bots.${game.id}.${level}`)}
                        </small>
                      )}
                    </li>
                  );
                })}
              </ol>
              {seats.length < (game.seatCounts.at(-1) ?? 1) && (
                <button
                  type="button"
                  data-testid="add-seat"
                  onClick={() => setSeats([...seats, `bot:${game.defaultBot}`])}
                >
                  {t("lobby.addSeat")}
                </button>
              )}
              {!seatsOk && (
                <p className="notice" data-testid="seat-count">
                  {t("lobby.seatCount", {
                    game: titles[game.id],
                    counts: seatCountsInWords(game.seatCounts),
                    n: seats.length,
                  })}
                </p>
              )}
              {keyboardPlayers !== undefined &&
                seats.filter((s) => s === "here").length > keyboardPlayers && (
                  <p className="notice">{t("lobby.keyboardLimit", { n: keyboardPlayers })}</p>
                )}
              <h3 id="option-presets-title">{t("lobby.rulesTitle")}</h3>
              <div className="option-presets" role="group" aria-labelledby="option-presets-title">
                {presets.map((p) => (
                  <button
                    key={p.id}
                    type="button"
                    aria-pressed={presetOn(p.values)}
                    aria-describedby={`option-preset-${p.id}-what`}
                    data-testid={`option-preset-${p.id}`}
                    onClick={() => setDraft(draftOf(fields, p.values))}
                  >
                    {t(`lobby.optionPresets.${p.id}`)}
                    <small id={`option-preset-${p.id}-what`}>
                      {t(`lobby.optionPresetsWhat.${game.id}.${p.id}`)}
                    </small>
                  </button>
                ))}
              </div>
              <details
                className="options"
                open={optionsOpen || wrong.length > 0}
                onToggle={(e) => setOptionsOpen(e.currentTarget.open)}
              >
                <summary>{t("lobby.options")}</summary>
                <OptionsForm
                  game={game.id}
                  fields={fields}
                  draft={shownDraft}
                  problems={form.problems}
                  seatCount={seats.length}
                  onChange={setDraft}
                />
              </details>
              <RatedChoice rated={rated} onChange={setRated} />
              {offersPace(game) && <PaceChoice draft={pace} onChange={setPace} />}
              {seats.some((s) => !s.startsWith("bot:")) &&
                game.graceSeconds !== undefined &&
                paceSettings(game, pace).pace === undefined && (
                  <GraceChoice seconds={grace} gameDefault={game.graceSeconds} onChange={setGrace} />
                )}
              <button
                type="button"
                className="primary big"
                data-testid="create-table"
                disabled={creating !== null || !seatsOk || wrong.length > 0}
                aria-describedby={reason ? "create-reason" : undefined}
                onClick={create}
              >
                {creating === game.id && !createError ? t("lobby.creating") : t("lobby.start")}
              </button>
              {reason && (
                <p className="notice" id="create-reason" data-testid="create-reason">
                  {reason}
                </p>
              )}
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
        </div>
      </div>
      <History go={go} titles={titles} />
    </main>
  );
}
