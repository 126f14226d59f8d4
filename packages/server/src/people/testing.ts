/** HTTP with a session, for the people's tests: a tiny cookie jar over fetch. */
import { SESSION_COOKIE } from "./sessions.js";

/** One answer: status, JSON body (or null), and the Set-Cookie headers it came with. */
export interface Reply<T> {
  readonly status: number;
  readonly body: T;
  readonly setCookies: string[];
}

/** A browser's worth of cookies for one server: sends its session cookie, keeps what is set. */
export class Browser {
  session: string | null = null;

  constructor(private readonly base: string) {}

  /** The `cookie` header a browser would send (for a WebSocket upgrade too). */
  get cookieHeader(): Record<string, string> {
    return this.session ? { cookie: `${SESSION_COOKIE}=${this.session}` } : {};
  }

  async call<T = unknown>(method: string, path: string, json?: unknown): Promise<Reply<T>> {
    const response = await fetch(this.base + path, {
      method,
      headers: {
        ...(json !== undefined ? { "content-type": "application/json" } : {}),
        ...this.cookieHeader,
      },
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
    const text = await response.text();
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
      const [name, value = ""] = pair.split("=");
      if (name !== SESSION_COOKIE) continue;
      const cleared =
        value === "" ||
        attributes.some((a) => /^max-age=0$/i.test(a) || /^expires=thu, 01 jan 1970/i.test(a));
      this.session = cleared ? null : value;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    return { status: response.status, body: body as T, setCookies };
  }
}
