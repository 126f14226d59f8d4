import { Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { Tally } from "./metrics.js";

/** The value of `name{label="value"}` in the registry's text, or undefined when it has no line. */
async function valueOf(registry: Registry, line: string): Promise<number | undefined> {
  const found = (await registry.metrics()).split("\n").find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.split(" ").at(-1));
}

describe("Tally", () => {
  it("counts by its label in plain numbers and shows the sums whenever the registry is read", async () => {
    const registry = new Registry();
    const frames = new Tally("direction", { name: "t_frames_total", help: "frames", registers: [registry] });
    frames.inc({ direction: "out" });
    frames.inc({ direction: "out" }, 2);
    frames.inc({ direction: "in" });
    expect(await valueOf(registry, 't_frames_total{direction="out"}')).toBe(3);
    expect(await valueOf(registry, 't_frames_total{direction="in"}')).toBe(1);
    // Read again: nothing counted twice; later counts added to the earlier ones.
    expect(await valueOf(registry, 't_frames_total{direction="out"}')).toBe(3);
    frames.inc({ direction: "out" }, 4);
    expect(await valueOf(registry, 't_frames_total{direction="out"}')).toBe(7);
    expect((await registry.metrics()).includes("# TYPE t_frames_total counter")).toBe(true);
  });
});
