/**
 * The page's sounds, made with the Web Audio API (no files): short, soft notes for a set found, a
 * wrong call, your turn, and a card or tile played. Silent unless the person turned sounds on
 * (settings: off on a first visit); the audio context is made on the first sound after that, which
 * always follows a click or a key press (browsers allow audio only after one).
 */
import { getSettings } from "../settings/settings";

/** One note of a sound: its pitch, when it starts and how long it rings (seconds), its wave. */
export interface Note {
  readonly hz: number;
  readonly at: number;
  readonly length: number;
  readonly wave: OscillatorType;
}

export const SOUNDS = {
  /** A set found: a bright rising major arpeggio. */
  set: [
    { hz: 659.25, at: 0, length: 0.12, wave: "triangle" },
    { hz: 830.61, at: 0.07, length: 0.12, wave: "triangle" },
    { hz: 987.77, at: 0.14, length: 0.2, wave: "triangle" },
  ],
  /** A wrong call: two low falling notes. */
  wrong: [
    { hz: 220, at: 0, length: 0.14, wave: "sine" },
    { hz: 174.61, at: 0.12, length: 0.22, wave: "sine" },
  ],
  /** Your turn: a gentle two-note chime. */
  turn: [
    { hz: 783.99, at: 0, length: 0.18, wave: "sine" },
    { hz: 1046.5, at: 0.1, length: 0.3, wave: "sine" },
  ],
  /** A card or tile played: a short soft tap. */
  card: [{ hz: 392, at: 0, length: 0.06, wave: "triangle" }],
} as const satisfies Record<string, readonly Note[]>;

export type SoundName = keyof typeof SOUNDS;

/** The loudest a note gets (a share of full scale: these are quiet sounds). */
export const PEAK_GAIN = 0.12;
/** How fast a note rises to its peak (seconds). */
const ATTACK = 0.01;

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  const Context = globalThis.AudioContext;
  if (!Context) return null;
  context = new Context();
  return context;
}

/** The event the page's window gets for each sound played (`detail`: its name), for captions and tests. */
export const SOUND_EVENT = "parlor:sound";

/** Plays a sound when sounds are on; returns whether it played. */
export function play(name: SoundName): boolean {
  if (!getSettings().sound) return false;
  const ctx = audio();
  if (!ctx) return false;
  globalThis.dispatchEvent?.(new CustomEvent(SOUND_EVENT, { detail: name }));
  if (ctx.state === "suspended") void ctx.resume();
  const start = ctx.currentTime;
  for (const note of SOUNDS[name]) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = note.wave;
    oscillator.frequency.value = note.hz;
    const t0 = start + note.at;
    gain.gain.setValueAtTime(0, t0);
    gain.gain.linearRampToValueAtTime(PEAK_GAIN, t0 + ATTACK);
    gain.gain.exponentialRampToValueAtTime(0.0001, t0 + note.length);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(t0);
    oscillator.stop(t0 + note.length + ATTACK);
  }
  return true;
}
