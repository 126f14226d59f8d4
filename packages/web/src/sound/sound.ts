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
  /** A set found: a bright rising major arpeggio (E, G sharp, B), the last note left to ring. */
  set: [
    { hz: 659.25, at: 0, length: 0.14, wave: "triangle" },
    { hz: 830.61, at: 0.06, length: 0.14, wave: "triangle" },
    { hz: 987.77, at: 0.12, length: 0.32, wave: "triangle" },
  ],
  /** A wrong call: two soft low notes falling a major third (A to F), never a buzzer. */
  wrong: [
    { hz: 220, at: 0, length: 0.16, wave: "triangle" },
    { hz: 174.61, at: 0.11, length: 0.26, wave: "sine" },
  ],
  /** Your turn: a gentle rising chime (G to C), like a doorbell heard from the next room. */
  turn: [
    { hz: 783.99, at: 0, length: 0.22, wave: "sine" },
    { hz: 1046.5, at: 0.11, length: 0.36, wave: "sine" },
  ],
  /** A card or tile played: a short soft tap, a low note with its octave for the card's snap. */
  card: [
    { hz: 330, at: 0, length: 0.07, wave: "triangle" },
    { hz: 660, at: 0, length: 0.035, wave: "sine" },
  ],
} as const satisfies Record<string, readonly Note[]>;

export type SoundName = keyof typeof SOUNDS;

/** The loudest a note gets (a share of full scale: these are quiet sounds). */
export const PEAK_GAIN = 0.12;
/** How fast a note rises to its peak (seconds): quick, but never a click. */
export const ATTACK = 0.008;
/** Where the output is softened: the triangle waves' upper harmonics above this are cut (Hz). */
const SOFTEN_ABOVE_HZ = 3_500;
/** The quietest a note's fade reaches before it stops (exponential ramps never reach zero). */
const SILENT = 0.0001;

let context: AudioContext | null = null;
/** Where every note goes: a low-pass filter to the speakers. */
let output: AudioNode | null = null;

function audio(): { ctx: AudioContext; out: AudioNode } | null {
  if (context && output) return { ctx: context, out: output };
  const Context = globalThis.AudioContext;
  if (!Context) return null;
  context = new Context();
  const filter = context.createBiquadFilter();
  filter.type = "lowpass";
  filter.frequency.value = SOFTEN_ABOVE_HZ;
  filter.connect(context.destination);
  output = filter;
  return { ctx: context, out: output };
}

/** How long a sound lasts, from its first note's start to its last note's end (seconds). */
export const soundLength = (name: SoundName): number =>
  Math.max(...SOUNDS[name].map((note) => note.at + note.length));

/** The event the page's window gets for each sound played (`detail`: its name), for captions and tests. */
export const SOUND_EVENT = "parlor:sound";

/** Plays a sound when sounds are on; returns whether it played. */
export function play(name: SoundName): boolean {
  if (!getSettings().sound) return false;
  const chain = audio();
  if (!chain) return false;
  const { ctx, out } = chain;
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
    gain.gain.exponentialRampToValueAtTime(SILENT, t0 + note.length);
    oscillator.connect(gain).connect(out);
    oscillator.start(t0);
    oscillator.stop(t0 + note.length + ATTACK);
  }
  return true;
}
