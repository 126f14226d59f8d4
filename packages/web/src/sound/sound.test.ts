import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetSettingsForTests, updateSettings } from "../settings/settings";
import { PEAK_GAIN, play, SOUND_EVENT, soundLength, SOUNDS, type SoundName } from "./sound";
import { lastSeq, othersMoved, turnCame, turnOf } from "./table";

/** The longest a sound may ring (seconds): small sounds, never in the way of the next one. */
const LONGEST = 0.5;
/** Pitches a small speaker plays cleanly and an ear finds comfortable (Hz). */
const LOWEST_HZ = 100;
const HIGHEST_HZ = 2_000;

/** A stand-in for the Web Audio API that counts the notes started. */
class FakeAudioContext {
  static notes: number[] = [];
  state = "running";
  currentTime = 0;
  destination = {};
  resume = () => Promise.resolve();
  createBiquadFilter() {
    return { type: "", frequency: { value: 0 }, connect: (to: unknown) => to };
  }
  createGain() {
    const param = { setValueAtTime() {}, linearRampToValueAtTime() {}, exponentialRampToValueAtTime() {} };
    return { gain: param, connect: (to: unknown) => to };
  }
  createOscillator() {
    const frequency = { value: 0 };
    return {
      type: "",
      frequency,
      connect: (to: unknown) => to,
      start: () => FakeAudioContext.notes.push(frequency.value),
      stop() {},
    };
  }
}

const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
};

describe("the sounds", () => {
  it.each(Object.keys(SOUNDS) as SoundName[])("%s is short, soft and in a comfortable range", (name) => {
    expect(soundLength(name)).toBeGreaterThan(0);
    expect(soundLength(name)).toBeLessThanOrEqual(LONGEST);
    for (const note of SOUNDS[name]) {
      expect(note.hz).toBeGreaterThanOrEqual(LOWEST_HZ);
      expect(note.hz).toBeLessThanOrEqual(HIGHEST_HZ);
    }
    expect(PEAK_GAIN).toBeLessThanOrEqual(0.2);
  });

  describe("played", () => {
    const heard: string[] = [];
    beforeEach(() => {
      FakeAudioContext.notes = [];
      heard.length = 0;
      vi.stubGlobal("AudioContext", FakeAudioContext);
      vi.stubGlobal("dispatchEvent", (event: CustomEvent<string>) => {
        if (event.type === SOUND_EVENT) heard.push(event.detail);
        return true;
      });
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      resetSettingsForTests();
    });

    it("are silent while sounds are off (a first visit)", () => {
      updateSettings({}, memory());
      expect(play("set")).toBe(false);
      expect(FakeAudioContext.notes).toEqual([]);
      expect(heard).toEqual([]);
    });

    it("play each of their notes and tell the page once sounds are on", () => {
      updateSettings({ sound: true }, memory());
      expect(play("set")).toBe(true);
      expect(FakeAudioContext.notes).toEqual(SOUNDS.set.map((note) => note.hz));
      expect(heard).toEqual(["set"]);
    });
  });
});

describe("a turn-based table's sounds", () => {
  it("read whose turn it is from a view", () => {
    expect(turnOf({ turn: 2 })).toBe(2);
    expect(turnOf({ turn: null })).toBeNull();
    expect(turnOf({ board: [] })).toBeNull();
    expect(turnOf(null)).toBeNull();
  });

  it("chime when the turn comes to one of the page's seats, not while it stays or goes elsewhere", () => {
    expect(turnCame(1, 0, [0])).toBe(true);
    expect(turnCame(null, 0, [0])).toBe(true);
    expect(turnCame(0, 0, [0])).toBe(false);
    expect(turnCame(0, 1, [0])).toBe(false);
    expect(turnCame(0, null, [0])).toBe(false);
    // Two people at one page: the turn passing from one to the other calls the next.
    expect(turnCame(0, 1, [0, 1])).toBe(true);
    // A spectator holds no seat.
    expect(turnCame(1, 0, [])).toBe(false);
  });

  it("tap when another seat's move arrives, not for the page's own", () => {
    const moves = [
      { seq: 4, seat: 0 },
      { seq: 5, seat: 2 },
    ];
    expect(othersMoved(moves, 4, [0])).toBe(true);
    expect(othersMoved(moves, 5, [0])).toBe(false);
    expect(othersMoved(moves.slice(0, 1), 3, [0])).toBe(false);
    expect(lastSeq(moves)).toBe(5);
    expect(lastSeq([])).toBe(0);
  });
});
