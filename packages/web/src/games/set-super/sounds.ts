import { useEffect, useRef } from "react";
import { play, type SoundName } from "../../sound/sound";

/** An event of a SET table's view: numbered from 1 in the order it happened. */
interface NumberedEvent {
  readonly n: number;
}

/**
 * The sounds of the events that came since the last look, in order (`soundOf`: an event's sound, or
 * null for a silent one). The events already there when the table opens are not played: a sound says
 * what just happened. Silent unless the person turned sounds on (sound/sound.ts).
 */
export function newSounds<E extends NumberedEvent>(
  events: readonly E[],
  seen: number,
  soundOf: (event: E) => SoundName | null,
): { sounds: SoundName[]; seen: number } {
  const sounds: SoundName[] = [];
  let latest = seen;
  for (const event of events) {
    if (event.n <= seen) continue;
    latest = Math.max(latest, event.n);
    const sound = soundOf(event);
    if (sound !== null && !sounds.includes(sound)) sounds.push(sound);
  }
  return { sounds, seen: latest };
}

/** Plays the sounds of a table's new events (see `newSounds`); `events` undefined: not dealt yet. */
export function useEventSounds<E extends NumberedEvent>(
  events: readonly E[] | undefined,
  soundOf: (event: E) => SoundName | null,
): void {
  const seen = useRef<number | null>(null);
  const latest = events?.reduce((n, event) => Math.max(n, event.n), 0) ?? null;
  useEffect(() => {
    if (!events || latest === null) return;
    if (seen.current === null) {
      seen.current = latest;
      return;
    }
    const next = newSounds(events, seen.current, soundOf);
    seen.current = next.seen;
    for (const sound of next.sounds) play(sound);
    // Only a new event plays: `latest` changes exactly when one comes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [latest]);
}
