import {
  getGame,
  moveSentence,
  replaySteps,
  seatLabel,
  TableRunner,
  VirtualClock,
  type AnyGame,
  type Lang,
  type LogEntry,
  type MatchLog,
  type RuhdView,
} from "@parlor/engine";
import type { RecentMove } from "@parlor/protocol";
import { afterEach, describe, expect, it } from "vitest";
import { movesIn, TestClient, type Frame, type FrameOf } from "../testing/client.js";
import { SQLITE } from "../testing/databases.js";
import { api, createTable, getTable } from "../testing/http.js";
import { ruhdMove } from "../testing/ruhd.js";
import { buildTestServer } from "../testing/server.js";
import {
  heldOf,
  MoveFeed,
  moveIn,
  namingOf,
  recentMovesOf,
  RECENT_MOVES,
  type FeedSeat,
  type MoveInWords,
} from "./feed.js";

const RUHD = getGame("ruhd") as AnyGame;
/** A short Ruhd match: two tiles a hand and no extra deck (four moves with two players). */
const SHORT_RUHD = { handSize: 2, smallTableDeck: 0 };
/** A Ruhd match of eight greedy bots: more moves (32) than a feed keeps. */
const BOTS = Array.from({ length: 8 }, () => ({ bot: "greedy" }));

/** A match of `seats` played to its end by bots on a virtual clock: its log. */
function botMatch(seats: readonly { bot: string }[], options: unknown = {}): MatchLog {
  const clock = new VirtualClock();
  const runner = new TableRunner({ game: RUHD, options, seed: "feed-test", seats, clock });
  runner.start();
  clock.run();
  expect(runner.finished).toBe(true);
  return runner.log;
}

/**
 * Every move of a log in words in `lang`, as the engine describes it with the replay's names (no
 * server code); to the player of seat `you`, their seat is "you".
 */
function describedByEngine(log: MatchLog, lang?: Lang, you?: number): RecentMove[] {
  const states = [...replaySteps(RUHD, log)];
  return log.actions.map((entry, i) => {
    const words = RUHD.describe(
      states[i],
      {
        seat: entry.seat,
        action: entry.action,
        at: entry.at,
        name: seatLabel(log.seats[entry.seat], entry.seat, lang),
        names: log.seats.map((info, seat) => seatLabel(info, seat, lang)),
        you,
      },
      states[i + 1],
      lang,
    );
    return { seq: entry.seq, seat: entry.seat, at: entry.at, text: moveSentence(words), words };
  });
}

/** Feeds every action of `log` to a feed started at the match's first state, as a live table does. */
function playedInto(feed: MoveFeed, log: MatchLog): void {
  const states = [...replaySteps(RUHD, log)];
  log.actions.forEach((entry, i) => feed.accepted(entry, states[i + 1]));
}

function firstState(log: MatchLog): unknown {
  return replaySteps(RUHD, log).next().value;
}

/** Moves in words as a connection hearing `lang` gets them. */
const heard = (moves: readonly MoveInWords[], lang?: Lang): RecentMove[] => moves.map((m) => moveIn(m, lang));

/** The moves the feed tells now, as heard in each of `langs` while they are told (as a broadcast hears them). */
function told(feed: MoveFeed, langs: readonly Lang[] = ["en"]): Partial<Record<Lang, RecentMove[]>> {
  const words: Partial<Record<Lang, RecentMove[]>> = {};
  feed.tell((moves) => {
    for (const lang of langs) words[lang] = heard(moves, lang);
  });
  return words;
}

/** The seats of a log of bots, as a table stores them. */
const seatsOf = (log: MatchLog): (() => readonly FeedSeat[]) => {
  const seats = log.seats.map((info) => (info.bot !== undefined ? { bot: info.bot } : {}));
  return () => seats;
};

/** A feed of `game` for the moves of `log` (its log as played so far: `played`, else the whole match). */
function feedOf(
  log: MatchLog,
  options: { game?: AnyGame; played?: MatchLog; length?: number } = {},
): MoveFeed {
  return new MoveFeed({
    game: options.game ?? RUHD,
    seats: seatsOf(log),
    state: firstState(log),
    log: () => options.played ?? log,
    ...(options.length === undefined ? {} : { length: options.length }),
  });
}

/** `RUHD` with each call of `describe` noted (`at:lang`) in `asked`. */
function countedRuhd(asked: string[]): AnyGame {
  return {
    ...RUHD,
    describe: (before, entry, after, lang) => {
      asked.push(`${entry.at}:${lang ?? "en"}`);
      return RUHD.describe(before, entry, after, lang);
    },
  };
}

describe("MoveFeed", () => {
  const log = botMatch(BOTS);
  const all = describedByEngine(log);
  const allFr = describedByEngine(log, "fr");
  const allPt = describedByEngine(log, "pt-BR");

  it("has a bot match longer than a feed, so that its limit is tested", () => {
    expect(log.actions.length).toBeGreaterThan(RECENT_MOVES);
    expect(all[0]?.text).toMatch(/^Bot \d \(greedy\) placed /);
  });

  it("describes each accepted action with the engine's words, keeps the latest and tells each once", () => {
    const feed = feedOf(log);
    playedInto(feed, log);
    expect(feed.recent()).toEqual(all.slice(-RECENT_MOVES));
    expect(told(feed).en).toEqual(all);
    expect(told(feed).en).toEqual([]);
  });

  it("describes each move in every language, each seat named in it", () => {
    const feed = feedOf(log);
    playedInto(feed, log);
    const words = told(feed, ["fr", "pt-BR"]);
    for (const lang of ["fr", "pt-BR"] as const) {
      const engine = describedByEngine(log, lang);
      expect(words[lang]).toEqual(engine);
      expect(feed.recent(lang)).toEqual(engine.slice(-RECENT_MOVES));
    }
    expect(feed.recent("fr")[0]?.text).toMatch(/^Robot \d \(glouton\) a posé la tuile /);
    expect(feed.recent("pt-BR")[0]?.text).toMatch(/^Robô \d \(guloso\) colocou a peça /);
  });

  it("keeps `length` moves when told so", () => {
    const feed = feedOf(log, { length: 3 });
    playedInto(feed, log);
    expect(feed.recent()).toEqual(all.slice(-3));
  });

  it("rebuilds a log's latest moves in the same words as they were told live", () => {
    expect(heard(recentMovesOf(RUHD, log))).toEqual(all.slice(-RECENT_MOVES));
    expect(heard(recentMovesOf(RUHD, log, 5))).toEqual(all.slice(-5));
    expect(heard(recentMovesOf(RUHD, log, 5), "fr")).toEqual(describedByEngine(log, "fr").slice(-5));
    const short = { ...log, actions: log.actions.slice(0, 2) };
    expect(heard(recentMovesOf(RUHD, short))).toEqual(all.slice(0, 2));
    expect(recentMovesOf(RUHD, { ...log, actions: [] })).toEqual([]);
  });

  it("goes on after a resume: the moves it was given, then the new ones", () => {
    const cut = 10;
    const states = [...replaySteps(RUHD, log)];
    const feed = new MoveFeed({
      game: RUHD,
      seats: seatsOf(log),
      state: states[cut],
      recent: recentMovesOf(RUHD, { ...log, actions: log.actions.slice(0, cut) }),
      log: () => log,
    });
    log.actions.slice(cut).forEach((entry, i) => feed.accepted(entry, states[cut + i + 1]));
    expect(feed.recent()).toEqual(all.slice(-RECENT_MOVES));
    expect(told(feed).en).toEqual(all.slice(cut));
  });

  it("describes from the log, once, a language first asked after the moves were told", () => {
    const asked: string[] = [];
    const feed = feedOf(log, { game: countedRuhd(asked) });
    playedInto(feed, log);
    let moves: readonly MoveInWords[] = [];
    feed.tell((untold) => {
      moves = untold;
      // While told, a move holds the states either side of it: any language is described from them.
      expect(untold.every((move) => move.speaks("fr"))).toBe(true);
      expect(heard(untold)).toEqual(all);
    });
    // Once told, they are let go.
    expect(moves.some((move) => move.speaks("fr"))).toBe(false);
    asked.length = 0;
    // Told in English only: their states are gone, so French comes from the log, replayed once.
    expect(feed.recent("fr")).toEqual(allFr.slice(-RECENT_MOVES));
    expect(asked).toHaveLength(RECENT_MOVES);
    expect(asked.every((a) => a.endsWith(":fr"))).toBe(true);
    expect(feed.recent("fr")).toEqual(allFr.slice(-RECENT_MOVES));
    expect(asked).toHaveLength(RECENT_MOVES);
    // A move told since, while nobody heard French, is the only one described from the log again.
    const more = botMatch(BOTS.slice(0, 2));
    const second = feedOf(more, {
      game: countedRuhd(asked),
      played: { ...more, actions: more.actions.slice(0, 3) },
    });
    playedInto(second, { ...more, actions: more.actions.slice(0, 2) });
    told(second, ["en", "fr"]);
    const states = [...replaySteps(RUHD, more)];
    second.accepted(more.actions[2] as LogEntry, states[3]);
    told(second);
    asked.length = 0;
    expect(second.recent("fr")).toEqual(describedByEngine(more, "fr").slice(0, 3));
    expect(asked.map((a) => a.split(":")[1])).toEqual(["fr"]);
  });

  it("lets a resumed table's moves describe other languages from the log", () => {
    const cut = 10;
    const asked: string[] = [];
    const states = [...replaySteps(RUHD, log)];
    const feed = new MoveFeed({
      game: countedRuhd(asked),
      seats: seatsOf(log),
      state: states[cut],
      recent: recentMovesOf(RUHD, { ...log, actions: log.actions.slice(0, cut) }),
      log: () => ({ ...log, actions: log.actions.slice(0, cut) }),
    });
    expect(feed.recent("pt-BR")).toEqual(allPt.slice(0, cut));
    expect(asked).toHaveLength(cut);
  });

  /** A feed of a game whose `describe` throws where `fails` says, and the failures it reported. */
  function feedFailing(fails: (entry: { seat: number; at: number }, lang: Lang) => boolean, played = 3) {
    const failures: LogEntry[] = [];
    const flaky: AnyGame = {
      ...RUHD,
      describe: (before, entry, after, lang) => {
        if (fails(entry, lang ?? "en")) throw new Error("no words");
        return RUHD.describe(before, entry, after, lang);
      },
    };
    const feed = new MoveFeed({
      game: flaky,
      seats: seatsOf(log),
      state: firstState(log),
      onError: (entry) => failures.push(entry),
      log: () => ({ ...log, actions: log.actions.slice(0, played) }),
    });
    playedInto(feed, { ...log, actions: log.actions.slice(0, played) });
    return { feed, failures };
  }

  /** Whether `entry` is the log's move number `seq`. */
  const isMove = (entry: { seat: number; at: number }, seq: number): boolean =>
    entry.seat === log.actions[seq - 1]?.seat && entry.at === log.actions[seq - 1]?.at;

  it("skips a move the game cannot describe (reported) and goes on with the next", () => {
    // The second move cannot be told in the default language: it is left out in every language.
    const { feed, failures } = feedFailing((entry, lang) => lang === "en" && isMove(entry, 2));
    expect(failures.map((e) => e.seq)).toEqual([2]);
    const words = told(feed, ["en", "fr"]);
    expect(words.en).toEqual([all[0], all[2]]);
    expect(words.fr).toEqual([allFr[0], allFr[2]]);
  });

  it("tells a move the game cannot describe in one other language in the default language's words there (reported)", () => {
    const { feed, failures } = feedFailing((entry, lang) => lang === "fr" && isMove(entry, 2));
    expect(failures).toEqual([]);
    const words = told(feed, ["fr", "en"]);
    expect(words.fr).toEqual([allFr[0], all[1], allFr[2]]);
    expect(failures.map((e) => e.seq)).toEqual([2]);
    expect(words.en).toEqual(all.slice(0, 3));
  });

  it("gives a move it cannot describe from the log the default language's words there, once (reported)", () => {
    const { feed, failures } = feedFailing((entry, lang) => lang === "fr" && isMove(entry, 2));
    told(feed);
    expect(feed.recent("fr")).toEqual([allFr[0], all[1], allFr[2]]);
    expect(failures.map((e) => e.seq)).toEqual([2]);
    expect(feed.recent("fr")).toEqual([allFr[0], all[1], allFr[2]]);
    expect(failures.map((e) => e.seq)).toEqual([2]);
  });

  it("describes a move in a language only once someone hears it in that language, and once", () => {
    const asked: string[] = [];
    const feed = feedOf(log, {
      game: countedRuhd(asked),
      played: { ...log, actions: log.actions.slice(0, 2) },
    });
    playedInto(feed, { ...log, actions: log.actions.slice(0, 2) });
    expect(asked.map((a) => a.split(":")[1])).toEqual(["en", "en"]);
    const words = told(feed, ["en", "pt-BR", "pt-BR"]);
    expect(words.en).toEqual(all.slice(0, 2));
    expect(words["pt-BR"]).toEqual(allPt.slice(0, 2));
    expect(feed.recent("pt-BR")).toEqual(allPt.slice(0, 2));
    expect(asked.map((a) => a.split(":")[1])).toEqual(["en", "en", "pt-BR", "pt-BR"]);
  });

  it("tells each move from where its hearer sits: its one seat is 'you', seats on one keyboard by letter", () => {
    const two = botMatch(BOTS.slice(0, 2), SHORT_RUHD);
    const feed = feedOf(two);
    playedInto(feed, two);
    const words: Record<string, RecentMove[]> = {};
    feed.tell((moves) => {
      words.spectator = moves.map((m) => moveIn(m, "en"));
      words.seat0 = moves.map((m) => moveIn(m, "en", [0]));
      words.seat1fr = moves.map((m) => moveIn(m, "fr", [1]));
      words.both = moves.map((m) => moveIn(m, "pt-BR", [0, 1]));
    });
    expect(words.spectator).toEqual(describedByEngine(two));
    expect(words.seat0).toEqual(describedByEngine(two, "en", 0));
    expect(words.seat1fr).toEqual(describedByEngine(two, "fr", 1));
    const mover = (m: RecentMove) => m.text.split(" ").slice(0, 2).join(" ");
    expect(words.seat0?.map(mover)).toEqual(two.actions.map((a) => (a.seat === 0 ? "You placed" : "Bot 2")));
    expect(words.seat1fr?.map(mover)).toEqual(
      two.actions.map((a) => (a.seat === 1 ? "Vous avez" : "Robot 1")),
    );
    expect(words.both?.map(mover)).toEqual(
      two.actions.map((a) => (a.seat === 0 ? "Jogador A" : "Jogador B")),
    );
    // Told, the moves let their states go: a hearing asked later is described from the log.
    expect(feed.recent("fr", [1])).toEqual(describedByEngine(two, "fr", 1));
    expect(feed.recent("en", [0])).toEqual(words.seat0);
    expect(feed.recent()).toEqual(words.spectator);
  });

  it("describes a move again only for a hearer it concerns: the mover's seat, or a seat its words name", () => {
    const asked: string[] = [];
    const two = botMatch(BOTS.slice(0, 2), SHORT_RUHD);
    const feed = feedOf(two, { game: countedRuhd(asked) });
    playedInto(feed, two);
    const spectator = asked.length;
    expect(spectator).toBe(two.actions.length);
    let heard: RecentMove[] = [];
    feed.tell((moves) => (heard = moves.map((m) => moveIn(m, "en", [0]))));
    // Ruhd's moves name their mover only: seat 0 needs its own words for its own moves alone.
    const own = two.actions.filter((a) => a.seat === 0).length;
    expect(own).toBeGreaterThan(0);
    expect(asked.length - spectator).toBe(own);
    expect(heard).toEqual(describedByEngine(two, "en", 0));
  });

  it("names the seats as they stand when a move is described: people by name, namesakes by tag", () => {
    const two = botMatch(BOTS.slice(0, 2), SHORT_RUHD);
    let seats: readonly FeedSeat[] = [{}, {}];
    const feed = new MoveFeed({ game: RUHD, seats: () => seats, state: firstState(two), log: () => two });
    const states = [...replaySteps(RUHD, two)];
    feed.accepted(two.actions[0] as LogEntry, states[1]);
    seats = [{ player: { id: "p-ana-x3F9", name: "Ana" } }, { player: { id: "p-ana-a1b2", name: "Ana" } }];
    feed.accepted(two.actions[1] as LogEntry, states[2]);
    const [first, second] = feed.recent();
    expect(first?.text).toMatch(/^Player \d placed /);
    expect(second?.text).toMatch(new RegExp(`^Ana #${two.actions[1]?.seat === 0 ? "x3F9" : "a1b2"} placed `));
  });

  it("names seats as the table does: bots by level, people by name, on one keyboard by letter", () => {
    const seats: FeedSeat[] = [
      { player: { id: "p-ana-0001", name: "Ana" } },
      { bot: "greedy", player: { id: "bot-ruhd-greedy", name: "Greedy bot" } },
      {},
      { player: { id: "p-bea-0002", name: "Bea" } },
    ];
    expect(namingOf(seats, "en")).toEqual({ names: ["Ana", "Bot 2 (greedy)", "Player 3", "Bea"] });
    expect(namingOf(seats, "fr", [3])).toEqual({
      names: ["Ana", "Robot 2 (glouton)", "Joueur 3", "Bea"],
      you: 3,
    });
    expect(namingOf(seats, "pt-BR", [0, 3]).names).toEqual([
      "Jogador A",
      "Robô 2 (guloso)",
      "Jogador 3",
      "Jogador B",
    ]);
    expect(heldOf(new Set([3, 0, 3]))).toEqual([0, 3]);
  });

  it("leaves out a move the game cannot describe when rebuilding from a log (reported)", () => {
    const failures: LogEntry[] = [];
    const broken = log.actions[log.actions.length - 2] as LogEntry;
    const flaky: AnyGame = {
      ...RUHD,
      describe: (before, entry, after, lang) => {
        if (entry.at === broken.at && entry.seat === broken.seat) throw new Error("no words");
        return RUHD.describe(before, entry, after, lang);
      },
    };
    const moves = recentMovesOf(flaky, log, 3, (entry) => failures.push(entry));
    expect(failures).toEqual([broken]);
    expect(heard(moves)).toEqual([all.at(-3), all.at(-1)]);
  });
});

// --- At the wire: a server, a player against a bot, a spectator.

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type Server = Awaited<ReturnType<typeof buildTestServer>>;

async function connect(server: Server): Promise<TestClient> {
  const client = await TestClient.connect(server.ws);
  cleanups.push(() => client.drop());
  return client;
}

async function join(
  client: TestClient,
  table: string,
  tokens: string[] = [],
  lang?: string,
): Promise<FrameOf<"joined">> {
  const answer = await client.request({
    type: "join",
    table,
    tokens,
    ...(lang === undefined ? {} : { lang }),
  });
  if (answer.type !== "joined") throw new Error(`join refused: ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * Plays seat 0 of a Ruhd table against its bot: seat 0 places when its view says it is its turn, and
 * waits for the bot's move otherwise. Stops when the match is over, or once seq `until` is reached
 * on seat 0's turn. Resolves with the last seq.
 */
async function playAgainstBot(
  client: TestClient,
  table: string,
  from: number,
  until = Infinity,
): Promise<number> {
  let seq = from;
  for (;;) {
    const { frame } = await client.find("view", (f) => f.table === table && f.seat === 0 && f.seq === seq);
    const view = frame.view as RuhdView;
    if (view.finished) return seq;
    if (view.turn === 0) {
      if (seq >= until) return seq;
      const ack = await client.request({ type: "action", table, seat: 0, action: ruhdMove(view) });
      expect(ack).toMatchObject({ type: "ack", seq: seq + 1 });
    }
    seq++;
  }
}

/** The moves a client was told of `table` (in views' `moves` or move frames), as recent moves. */
function movesSeen(client: TestClient, table: string): RecentMove[] {
  return client.frames.flatMap((frame) =>
    movesIn(frame)
      .filter((f) => f.table === table)
      .map((f) => ({ seq: f.seq, seat: f.seat, at: f.at, text: f.text, words: f.words })),
  );
}

/** A player's moves as a spectator hears them: by the seat's name ("Player 1") where they heard "You". */
const asSpectator = (moves: readonly RecentMove[]): RecentMove[] =>
  moves.map((m) => ({
    ...m,
    text: m.text.replace(/^You placed /, "Player 1 placed "),
    words: m.words?.map((part) =>
      part.kind === "seat" && part.text === "You" ? { ...part, text: "Player 1" } : part,
    ),
  }));

/**
 * Whether each move is told with the view of the change it made: in that view frame's `moves` (the
 * last of them the view's own seq), never in a frame of its own.
 */
function movesComeWithTheirViews(frames: readonly Frame[], table: string): boolean {
  for (const f of frames) {
    if (f.type === "move" && f.table === table) return false;
    if (f.type === "view" && f.table === table && f.moves !== undefined && f.moves.at(-1)?.seq !== f.seq)
      return false;
  }
  return true;
}

async function openStore() {
  const db = await SQLITE.create();
  cleanups.push(() => db.remove());
  const store = await db.open();
  cleanups.push(() => store.close());
  return store;
}

describe("the table's moves at the wire", () => {
  it("tells players and spectators each accepted action in the engine's words, with the view of its change (the player's own moves as theirs)", async () => {
    const server = await buildTestServer({ store: await openStore() });
    cleanups.push(() => server.close());
    const created = await createTable(server.http, "ruhd", [{ human: true }, { bot: "greedy" }], SHORT_RUHD);
    const table = created.id;
    const spectator = await connect(server);
    expect((await join(spectator, table)).moves).toEqual([]);
    const player = await connect(server);
    expect((await join(player, table, [created.seatTokens[0] as string])).moves).toEqual([]);

    const last = await playAgainstBot(player, table, 0);
    for (const client of [player, spectator])
      await client.find("table", (f) => f.table === table && f.status === "finished");

    const log = (await api<MatchLog>(server.http, `/api/tables/${table}/log`)).body;
    expect(log.actions.length).toBe(last);
    const expected = describedByEngine(log);
    // Both seats moved (the player and the bot), each move once, in seq order.
    expect(new Set(expected.map((m) => m.seat))).toEqual(new Set([0, 1]));
    expect(expected.some((m) => m.text.startsWith("Bot 2 (greedy) "))).toBe(true);
    expect(movesSeen(spectator, table)).toEqual(expected);
    // The player hears their own seat as "you": "You placed …".
    const theirs = describedByEngine(log, "en", 0);
    expect(movesSeen(player, table)).toEqual(theirs);
    expect(theirs.filter((m) => m.seat === 0).every((m) => m.text.startsWith("You placed "))).toBe(true);
    for (const client of [spectator, player]) {
      expect(movesComeWithTheirViews(client.frames, table)).toBe(true);
      expect(client.invalid).toEqual([]);
    }
  });

  it("gives a late joiner the latest moves in `joined`, then the next ones as frames", async () => {
    const server = await buildTestServer({ store: await openStore() });
    cleanups.push(() => server.close());
    const created = await createTable(server.http, "ruhd", [{ human: true }, { bot: "greedy" }]);
    const table = created.id;
    const player = await connect(server);
    await join(player, table, [created.seatTokens[0] as string]);
    const seq = await playAgainstBot(player, table, 0, 4);
    expect(seq).toBeGreaterThanOrEqual(4);

    const late = await connect(server);
    const joined = await join(late, table);
    expect(joined.moves.map((m) => m.seq)).toEqual(Array.from({ length: seq }, (_, i) => i + 1));
    // The spectator hears the player's moves by the seat's name, where the player heard "You".
    expect(joined.moves).toEqual(asSpectator(movesSeen(player, table)));

    await playAgainstBot(player, table, seq, seq + 2);
    await late.findMove((f) => f.table === table && f.seq === seq + 2);
    expect([...joined.moves, ...movesSeen(late, table)]).toEqual(asSpectator(movesSeen(player, table)));
    // A player coming back hears their own moves as theirs again.
    const back = await connect(server);
    const rejoined = await join(back, table, [created.seatTokens[0] as string]);
    expect(rejoined.moves).toEqual(movesSeen(player, table).slice(-RECENT_MOVES));
  });

  it("gives the same latest moves after a restart: rebuilt from the log", async () => {
    const store = await openStore();
    const first = await buildTestServer({ store });
    let firstClosed = false;
    cleanups.push(() => (firstClosed ? undefined : first.close()));
    const created = await createTable(first.http, "ruhd", [{ human: true }, { bot: "greedy" }]);
    const table = created.id;
    const token = created.seatTokens[0] as string;
    const player = await connect(first);
    await join(player, table, [token]);
    // Stopped on the player's turn, so that the bot has nothing to play after the restart.
    const seq = await playAgainstBot(player, table, 0, 6);
    const before = movesSeen(player, table);
    expect(before.map((m) => m.seq)).toEqual(Array.from({ length: seq }, (_, i) => i + 1));
    await first.close();
    firstClosed = true;

    const second = await buildTestServer({ store });
    cleanups.push(() => second.close());
    expect((await getTable(second.http, table)).seq).toBe(seq);
    const back = await connect(second);
    expect((await join(back, table, [token])).moves).toEqual(before);
    expect(before.some((m) => m.text.startsWith("You placed "))).toBe(true);
    const watcher = await connect(second);
    expect((await join(watcher, table)).moves).toEqual(asSpectator(before));
  });

  it("tells each connection the moves in its own language, seats named in it, at the same table", async () => {
    const server = await buildTestServer({ store: await openStore() });
    cleanups.push(() => server.close());
    const created = await createTable(server.http, "ruhd", [{ human: true }, { bot: "greedy" }], SHORT_RUHD);
    const table = created.id;
    const french = await connect(server);
    expect((await join(french, table, [], "fr")).moves).toEqual([]);
    const english = await connect(server);
    await join(english, table);
    // A tag the server does not speak as such goes to its nearest language: Brazilian Portuguese.
    const portuguese = await connect(server);
    await join(portuguese, table, [], "pt-PT");
    const player = await connect(server);
    await join(player, table, [created.seatTokens[0] as string], "en-GB");

    const last = await playAgainstBot(player, table, 0);
    for (const client of [french, english, portuguese])
      await client.find("table", (f) => f.table === table && f.status === "finished");
    const log = (await api<MatchLog>(server.http, `/api/tables/${table}/log`)).body;
    expect(log.actions.length).toBe(last);

    const inFrench = describedByEngine(log, "fr");
    expect(movesSeen(french, table)).toEqual(inFrench);
    expect(inFrench.some((m) => m.text.startsWith("Robot 2 (glouton) a posé la tuile "))).toBe(true);
    expect(inFrench.some((m) => m.text.startsWith("Joueur 1 a posé la tuile "))).toBe(true);
    expect(movesSeen(english, table)).toEqual(describedByEngine(log));
    expect(movesSeen(english, table).some((m) => m.text.startsWith("Bot 2 (greedy) placed "))).toBe(true);
    expect(movesSeen(player, table)).toEqual(describedByEngine(log, "en", 0));
    expect(movesSeen(portuguese, table)).toEqual(describedByEngine(log, "pt-BR"));
    for (const client of [french, english, portuguese, player]) {
      expect(movesComeWithTheirViews(client.frames, table)).toBe(true);
      expect(client.invalid).toEqual([]);
    }
  });

  it("gives a late joiner the latest moves in its language, and a join again may change it", async () => {
    const server = await buildTestServer({ store: await openStore() });
    cleanups.push(() => server.close());
    const created = await createTable(server.http, "ruhd", [{ human: true }, { bot: "greedy" }]);
    const table = created.id;
    const player = await connect(server);
    await join(player, table, [created.seatTokens[0] as string]);
    const seq = await playAgainstBot(player, table, 0, 4);

    const late = await connect(server);
    const joined = await join(late, table, [], "pt-BR");
    // The match is not over, so its log is not public: the same moves as the English player's, in Portuguese.
    const english = movesSeen(player, table);
    expect(joined.moves.map((m) => m.seq)).toEqual(Array.from({ length: seq }, (_, i) => i + 1));
    expect(joined.moves.map(({ seat, at }) => ({ seat, at }))).toEqual(
      english.map(({ seat, at }) => ({ seat, at })),
    );
    for (const move of joined.moves)
      expect(move.text).toMatch(/^(?:Jogador 1|Robô 2 \(guloso\)) colocou a peça [BGRY1-4]{8} em \(/);

    const again = await join(late, table, [], "fr");
    expect(again.moves.map((m) => m.seq)).toEqual(joined.moves.map((m) => m.seq));
    for (const move of again.moves)
      expect(move.text).toMatch(/^(?:Joueur 1|Robot 2 \(glouton\)) a posé la tuile [BGRY1-4]{8} en \(/);
    await playAgainstBot(player, table, seq, seq + 2);
    const next = await late.findMove((f) => f.table === table && f.seq === seq + 1);
    expect(next.frame.text).toMatch(/^Joueur 1 a posé la tuile /);
  });
});
