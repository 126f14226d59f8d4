import { useEffect, useRef } from "react";

/** Playback speeds, in game time per real time: real speed and faster. */
export const SPEEDS = [1, 2, 4, 8, 16] as const;
export type Speed = (typeof SPEEDS)[number];

/** How often a playing replay moves on, in ms of real time. */
export const PLAY_TICK_MS = 50;

/**
 * While `playing`, calls `onTick` every PLAY_TICK_MS with the game time elapsed since the last call
 * (real time elapsed times `speed`).
 */
export function usePlayback(playing: boolean, speed: Speed, onTick: (gameMs: number) => void): void {
  const tick = useRef(onTick);
  tick.current = onTick;
  useEffect(() => {
    if (!playing) return;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      tick.current((now - last) * speed);
      last = now;
    }, PLAY_TICK_MS);
    return () => clearInterval(timer);
  }, [playing, speed]);
}
