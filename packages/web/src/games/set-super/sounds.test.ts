import { describe, expect, it } from "vitest";
import { newSounds } from "./sounds.js";

type Event = { readonly n: number; readonly kind: "set" | "wrong" | "flip" };
const soundOf = (event: Event) => (event.kind === "flip" ? null : event.kind);

describe("the sounds of a SET table's new events", () => {
  it("plays only the events after the last seen, each sound once, in order", () => {
    const events: Event[] = [
      { n: 1, kind: "set" },
      { n: 2, kind: "wrong" },
      { n: 3, kind: "flip" },
      { n: 4, kind: "set" },
      { n: 5, kind: "wrong" },
    ];
    expect(newSounds(events, 2, soundOf)).toEqual({ sounds: ["set", "wrong"], seen: 5 });
    expect(newSounds(events, 3, (e) => (e.kind === "wrong" ? "wrong" : null))).toEqual({
      sounds: ["wrong"],
      seen: 5,
    });
  });

  it("plays nothing when nothing new came, and keeps what it had seen", () => {
    expect(newSounds([{ n: 1, kind: "set" }], 1, soundOf)).toEqual({ sounds: [], seen: 1 });
    expect(newSounds<Event>([], 7, soundOf)).toEqual({ sounds: [], seen: 7 });
  });
});
