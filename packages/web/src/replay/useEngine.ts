import type * as Engine from "@parlor/engine";
import { useEffect, useState } from "react";

export type EngineModule = typeof Engine;

/** The engine, once loaded (a chunk of its own: the lobby does not carry it). */
let engineLoaded: EngineModule | null = null;

/** The engine module when `wanted`, loaded on first use; null until it is there. */
export function useEngine(wanted: boolean): EngineModule | null {
  const [engine, setEngine] = useState<EngineModule | null>(engineLoaded);
  useEffect(() => {
    if (!wanted || engine !== null) return;
    let live = true;
    import("@parlor/engine").then(
      (module) => {
        engineLoaded = module;
        if (live) setEngine(module);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [engine, wanted]);
  return engine;
}
