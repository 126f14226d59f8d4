import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SqliteStore } from "./store/sqlite.js";
import { buildTestServer, tempDb } from "./testing/server.js";

// The page as the server hands it out: a web root of the shape `vite build` writes (index.html, and
// bundles under assets/ named by their content's hash).
const BUNDLE = "assets/index-Ab12Cd34.js";

describe("the page's files", () => {
  let root: string;
  let db: ReturnType<typeof tempDb>;
  let store: SqliteStore;
  let server: Awaited<ReturnType<typeof buildTestServer>>;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "parlor-web-root-"));
    mkdirSync(join(root, "assets"));
    writeFileSync(
      join(root, "index.html"),
      '<!doctype html><script type="module" src="/' + BUNDLE + '"></script>',
    );
    writeFileSync(join(root, BUNDLE), "console.log(1);");
    writeFileSync(join(root, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    db = tempDb();
    store = new SqliteStore(db.file);
    server = await buildTestServer({ store, webRoot: root });
  });
  afterAll(async () => {
    await server.close();
    await store.close();
    db.remove();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (path: string) => fetch(`${server.http}${path}`);

  it("keeps a hashed bundle for a year, never asking again (immutable)", async () => {
    const answer = await get(`/${BUNDLE}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("asks again for the page itself and the files not named by a hash (no-cache), at / and at the page's routes", async () => {
    for (const path of ["/", "/favicon.svg", "/table/some-table", "/learn"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("cache-control"), path).toBe("no-cache");
    }
    expect(await (await get("/table/some-table")).text()).toContain(BUNDLE);
  });
});
