import { clockTime } from "../clock";
import { SPEEDS, type Speed } from "./playback";

/** The game-time slider moves by this much per arrow key. */
export const TIME_STEP_MS = 100;

export interface ControlsProps {
  readonly index: number;
  readonly actions: number;
  readonly time: number;
  readonly end: number;
  readonly playing: boolean;
  readonly speed: Speed;
  readonly onStart: () => void;
  readonly onPrevious: () => void;
  readonly onPlay: () => void;
  readonly onNext: () => void;
  readonly onEnd: () => void;
  readonly onSpeed: (speed: Speed) => void;
  readonly onTime: (time: number) => void;
  readonly onAction: (index: number) => void;
}

/** Step, play and jump: buttons with their keys, the speed, and sliders over game time and moves. */
export function Controls(props: ControlsProps) {
  const { index, actions, time, end, playing, speed } = props;
  return (
    <section className="replay-controls" aria-label="Replay controls" data-testid="replay-controls">
      <div className="replay-buttons" role="toolbar" aria-label="Step, play and jump">
        <button
          type="button"
          onClick={props.onStart}
          data-testid="replay-start"
          aria-keyshortcuts="Home"
          disabled={index === 0 && time === 0}
        >
          <span aria-hidden="true">« </span>Start <kbd>Home</kbd>
        </button>
        <button
          type="button"
          onClick={props.onPrevious}
          data-testid="replay-previous"
          aria-keyshortcuts="ArrowLeft"
          disabled={index === 0 && time === 0}
        >
          <span aria-hidden="true">◀ </span>Previous move <kbd>←</kbd>
        </button>
        <button
          type="button"
          className="primary"
          onClick={props.onPlay}
          data-testid="replay-play"
          aria-keyshortcuts="Space"
        >
          {playing ? (
            "Pause"
          ) : (
            <>
              <span aria-hidden="true">▶ </span>Play
            </>
          )}{" "}
          <kbd>Space</kbd>
        </button>
        <button
          type="button"
          onClick={props.onNext}
          data-testid="replay-next"
          aria-keyshortcuts="ArrowRight"
          disabled={index === actions && time === end}
        >
          Next move<span aria-hidden="true"> ▶</span> <kbd>→</kbd>
        </button>
        <button
          type="button"
          onClick={props.onEnd}
          data-testid="replay-end"
          aria-keyshortcuts="End"
          disabled={index === actions && time === end}
        >
          End<span aria-hidden="true"> »</span> <kbd>End</kbd>
        </button>
        <label className="replay-speed">
          Speed{" "}
          <select
            value={speed}
            data-testid="replay-speed"
            onChange={(e) => props.onSpeed(Number(e.currentTarget.value) as Speed)}
          >
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s === 1 ? "1× (real time)" : `${s}×`}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="replay-sliders">
        <label htmlFor="replay-time">Game time</label>
        <input
          id="replay-time"
          type="range"
          min={0}
          max={end}
          step={TIME_STEP_MS}
          value={time}
          aria-valuetext={`${clockTime(time)} of ${clockTime(end)}`}
          data-testid="replay-time"
          onChange={(e) => props.onTime(Number(e.currentTarget.value))}
        />
        <output htmlFor="replay-time" data-testid="replay-clock">
          {clockTime(time)} / {clockTime(end)}
        </output>
        <label htmlFor="replay-move-slider">Move</label>
        <input
          id="replay-move-slider"
          type="range"
          min={0}
          max={actions}
          step={1}
          value={index}
          aria-valuetext={`move ${index} of ${actions}`}
          data-testid="replay-move-slider"
          onChange={(e) => props.onAction(Number(e.currentTarget.value))}
        />
        <output htmlFor="replay-move-slider" data-testid="replay-index" data-index={index}>
          {index} / {actions}
        </output>
      </div>
    </section>
  );
}
