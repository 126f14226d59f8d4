import { config } from "zod";

/*
 * In a browser page, every schema (options, actions) is checked without generated code. Parlor's page
 * runs under a Content-Security-Policy without 'unsafe-eval', and zod would otherwise probe
 * `new Function` when it builds its first object schema, which the browser refuses and reports as a
 * violation. zod decides when a schema is built, so this module comes first in every entry point of
 * the engine (the root and each game's subpath). Node, where eval is allowed, keeps zod's faster
 * generated parsers.
 */
if ("document" in globalThis) config({ jitless: true });
