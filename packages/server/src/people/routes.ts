/**
 * The people's HTTP API: guests (`POST /api/players`), who you are (`GET`/`PATCH /api/me`), accounts
 * (`POST /api/account`, `/api/login`, `/api/logout`) and players' pages (`GET /api/players/:id`).
 */
import {
  accountBody,
  loginBody,
  nameBody,
  playerParams,
  type DeepReadonly,
  type MeAnswer,
} from "@parlor/protocol";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { randomBytes } from "node:crypto";
import { apiError } from "../api-errors.js";
import type { Answers } from "../http-answers.js";
import { StoreConflict, type PlayerRecord, type Store } from "../store/store.js";
import { checkName, checkPassword, checkUsername, MAX_NAME_LENGTH, reservedName } from "./names.js";
import { decoyHash, hashPassword, verifyPassword } from "./passwords.js";
import { profileOf } from "./profile.js";
import type { Sessions } from "./sessions.js";

/** The error codes of this API. */
export const PeopleErrors = {
  badName: "bad-name",
  nameTaken: "name-taken",
  /** A name the site gives seats, bots or spectators ("Player 2", "Strong bot", "Spectator"…). */
  reservedName: "reserved-name",
  badUsername: "bad-username",
  usernameTaken: "username-taken",
  badPassword: "bad-password",
  badLogin: "bad-login",
  noSession: "no-session",
  alreadyAccount: "already-account",
  noPlayer: "no-player",
} as const;

/** Per-address limits of making players and trying passwords (per minute); 0 lifts one. */
export interface PeopleLimits {
  /** Guests (and accounts made without a session) one address may make per minute. */
  readonly playersPerMinute: number;
  /** Logins and account creations (each a password hashed) one address may try per minute. */
  readonly passwordsPerMinute: number;
}

export const DEFAULT_PEOPLE_LIMITS: PeopleLimits = { playersPerMinute: 10, passwordsPerMinute: 10 };

/** Random bytes in a person's player id (96 bits: ids are public, they need only not collide). */
const PLAYER_ID_BYTES = 12;
/** The rate limit's error code, which the app's error handler answers as `rate-limited`. */
const RATE_LIMITED = "PARLOR_RATE_LIMITED";

/** A new person's player id. */
export function newPlayerId(): string {
  return randomBytes(PLAYER_ID_BYTES).toString("base64url");
}

/** What `GET /api/me` answers: the player of the session. */
export function meOf(player: PlayerRecord): DeepReadonly<MeAnswer> {
  return {
    id: player.id,
    name: player.name,
    kind: player.kind,
    ...(player.username !== null ? { username: player.username } : {}),
  };
}

/**
 * A field of a body its schema (the protocol's) refused, as sent: the checks of names.ts then say
 * what is wrong with it in a sentence, with the field's own code (`bad-name`, `bad-username`…).
 */
function sent(body: unknown, field: string): unknown {
  return typeof body === "object" && body !== null ? (body as Record<string, unknown>)[field] : undefined;
}

function limited(max: number, what: string) {
  if (max <= 0) return {};
  return {
    config: {
      rateLimit: {
        max,
        timeWindow: 60_000,
        errorResponseBuilder: (_request: FastifyRequest, context: { statusCode: number; after: string }) =>
          Object.assign(new Error(`Too many ${what} from your address: try again in ${context.after}.`), {
            statusCode: context.statusCode,
            code: RATE_LIMITED,
          }),
      },
    },
  };
}

export interface PeopleRoutesOptions {
  readonly store: Store;
  readonly sessions: Sessions;
  readonly limits: PeopleLimits;
  readonly wallClock?: () => number;
}

/** Registers the people's routes (after @fastify/cookie and @fastify/rate-limit). */
export function peopleRoutes(app: FastifyInstance, options: PeopleRoutesOptions): void {
  const { store, sessions, limits } = options;
  const wallClock = options.wallClock ?? Date.now;

  /**
   * A checked name that is none of the site's labels and that no account (but `except`) goes by,
   * regardless of case and of look-alike characters, or the reply sent.
   */
  async function freeName(raw: unknown, reply: FastifyReply, except?: string): Promise<string | null> {
    const name = checkName(raw);
    if (!name.ok) {
      void reply.status(400).send(apiError(PeopleErrors.badName, name.error));
      return null;
    }
    if (reservedName(name.value)) {
      void reply
        .status(400)
        .send(
          apiError(
            PeopleErrors.reservedName,
            `'${name.value}' is how the site names a seat, a bot or a spectator: choose another name.`,
          ),
        );
      return null;
    }
    if (await store.accountNameTaken(name.value, except)) {
      void reply
        .status(409)
        .send(
          apiError(
            PeopleErrors.nameTaken,
            `An account goes by '${name.value}' or a name that looks the same: choose another name.`,
          ),
        );
      return null;
    }
    return name.value;
  }

  async function newPlayer(name: string, extra: Partial<PlayerRecord> = {}): Promise<PlayerRecord> {
    const player: PlayerRecord = {
      id: newPlayerId(),
      name,
      kind: "guest",
      username: null,
      passwordHash: null,
      createdAt: wallClock(),
      ...extra,
    };
    await store.createPlayer(player);
    return player;
  }

  app.post<Answers<"POST /api/players">>(
    "/api/players",
    limited(limits.playersPerMinute, "players made"),
    async (request, reply) => {
      const body = nameBody.safeParse(request.body ?? {});
      const name = await freeName(body.success ? body.data.name : sent(request.body, "name"), reply);
      if (name === null) return reply;
      const player = await newPlayer(name);
      await sessions.start(player, request, reply);
      return reply.status(201).send({ id: player.id, name: player.name });
    },
  );

  // Nobody yet is an answer, not an error: every first visit asks (and a page logs no failed request).
  app.get<Answers<"GET /api/me">>("/api/me", async (request, reply) => {
    const player = await sessions.playerOf(request);
    if (!player) return reply.status(204).send();
    return meOf(player);
  });

  app.patch<Answers<"PATCH /api/me">>("/api/me", async (request, reply) => {
    const player = await sessions.playerOf(request);
    if (!player)
      return reply.status(401).send(apiError(PeopleErrors.noSession, "You have no session here yet."));
    const body = nameBody.safeParse(request.body ?? {});
    const name = await freeName(body.success ? body.data.name : sent(request.body, "name"), reply, player.id);
    if (name === null) return reply;
    await store.updatePlayer(player.id, { name });
    return meOf({ ...player, name });
  });

  app.post<Answers<"POST /api/account">>(
    "/api/account",
    limited(limits.passwordsPerMinute, "accounts and logins"),
    async (request, reply) => {
      const body = accountBody.safeParse(request.body ?? {});
      const username = checkUsername(body.success ? body.data.username : sent(request.body, "username"));
      if (!username.ok) return reply.status(400).send(apiError(PeopleErrors.badUsername, username.error));
      const password = checkPassword(body.success ? body.data.password : sent(request.body, "password"));
      if (!password.ok) return reply.status(400).send(apiError(PeopleErrors.badPassword, password.error));
      const current = await sessions.playerOf(request);
      if (current?.kind === "account")
        return reply
          .status(409)
          .send(
            apiError(PeopleErrors.alreadyAccount, "You are logged in to an account already: log out first."),
          );
      const named = body.success ? body.data.name : sent(request.body, "name");
      const wanted =
        named !== undefined ? named : (current?.name ?? username.value.slice(0, MAX_NAME_LENGTH));
      const name = await freeName(wanted, reply, current?.id);
      if (name === null) return reply;
      const taken = () =>
        reply
          .status(409)
          .send(apiError(PeopleErrors.usernameTaken, `The username '${username.value}' is taken.`));
      if (await store.findAccount(username.value)) return taken();
      const passwordHash = await hashPassword(password.value);
      let player: PlayerRecord;
      try {
        if (current) {
          // The guest becomes the account: same id, so its matches and ratings stay its own.
          await store.updatePlayer(current.id, {
            kind: "account",
            username: username.value,
            passwordHash,
            name,
          });
          player = { ...current, kind: "account", username: username.value, passwordHash, name };
        } else {
          player = await newPlayer(name, { kind: "account", username: username.value, passwordHash });
        }
      } catch (error) {
        if (error instanceof StoreConflict) return taken();
        throw error;
      }
      // A new session for the account (the guest's token, which may have been seen, ends).
      await sessions.end(request, reply);
      await sessions.start(player, request, reply);
      return reply.status(201).send(meOf(player));
    },
  );

  app.post<Answers<"POST /api/login">>(
    "/api/login",
    limited(limits.passwordsPerMinute, "accounts and logins"),
    async (request, reply) => {
      const body = loginBody.safeParse(request.body ?? {});
      // A body of another shape is a wrong password: the same answer, after the same work.
      const username = body.success ? body.data.username : "";
      const password = body.success ? body.data.password : "";
      const account = checkUsername(username).ok ? await store.findAccount(username) : null;
      // An unknown username costs a hash too, and gets the same answer as a wrong password.
      const matches = await verifyPassword(password, account?.passwordHash ?? (await decoyHash()));
      if (!account || account.kind !== "account" || !matches)
        return reply
          .status(401)
          .send(apiError(PeopleErrors.badLogin, "That username and password do not match."));
      await sessions.end(request, reply);
      await sessions.start(account, request, reply);
      return meOf(account);
    },
  );

  app.post<Answers<"POST /api/logout">>("/api/logout", async (request, reply) => {
    await sessions.end(request, reply);
    return reply.status(204).send();
  });

  app.get<Answers<"GET /api/players/:id">>("/api/players/:id", async (request, reply) => {
    const params = playerParams.safeParse(request.params);
    const profile = params.success ? await profileOf(store, params.data.id) : null;
    if (!profile) return reply.status(404).send(apiError(PeopleErrors.noPlayer, "There is no such player."));
    return profile;
  });
}
