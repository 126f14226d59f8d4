import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation();
  const { index, actions, time, end, playing, speed } = props;
  return (
    <section className="replay-controls" aria-label={t("replay.controls")} data-testid="replay-controls">
      <div className="replay-buttons" role="toolbar" aria-label={t("replay.toolbar")}>
        <button
          type="button"
          onClick={props.onStart}
          data-testid="replay-start"
          aria-keyshortcuts="Home"
          disabled={index === 0 && time === 0}
        >
          <span aria-hidden="true">« </span>
          {t("replay.start")} <kbd>{t("replay.keys.home")}</kbd>
        </button>
        <button
          type="button"
          onClick={props.onPrevious}
          data-testid="replay-previous"
          aria-keyshortcuts="ArrowLeft"
          disabled={index === 0 && time === 0}
        >
          <span aria-hidden="true">◀ </span>
          {t("replay.previous")} <kbd>←</kbd>
        </button>
        <button
          type="button"
          className="primary"
          onClick={props.onPlay}
          data-testid="replay-play"
          aria-keyshortcuts="Space"
        >
          {playing ? (
            t("replay.pause")
          ) : (
            <>
              <span aria-hidden="true">▶ </span>
              {t("replay.play")}
            </>
          )}{" "}
          <kbd>{t("replay.keys.space")}</kbd>
        </button>
        <button
          type="button"
          onClick={props.onNext}
          data-testid="replay-next"
          aria-keyshortcuts="ArrowRight"
          disabled={index === actions && time === end}
        >
          {t("replay.next")}
          <span aria-hidden="true"> ▶</span> <kbd>→</kbd>
        </button>
        <button
          type="button"
          onClick={props.onEnd}
          data-testid="replay-end"
          aria-keyshortcuts="End"
          disabled={index === actions && time === end}
        >
          {t("replay.end")}
          <span aria-hidden="true"> »</span> <kbd>{t("replay.keys.end")}</kbd>
        </button>
        <label className="replay-speed">
          {t("replay.speed")}{" "}
          <select
            value={speed}
            data-testid="replay-speed"
            onChange={(e) => props.onSpeed(Number(e.currentTarget.value) as Speed)}
          >
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s === 1 ? t("replay.realTime") : `${s}×`}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="replay-sliders">
        <label htmlFor="replay-time">{t("replay.gameTime")}</label>
        <input
          id="replay-time"
          type="range"
          min={0}
          max={end}
          step={TIME_STEP_MS}
          value={time}
          aria-valuetext={t("replay.timeOf", { time: clockTime(time), end: clockTime(end) })}
          data-testid="replay-time"
          onChange={(e) => props.onTime(Number(e.currentTarget.value))}
        />
        <output htmlFor="replay-time" data-testid="replay-clock">
          {clockTime(time)} / {clockTime(end)}
        </output>
        <label htmlFor="replay-move-slider">{t("replay.moveSlider")}</label>
        <input
          id="replay-move-slider"
          type="range"
          min={0}
          max={actions}
          step={1}
          value={index}
          aria-valuetext={t("replay.moveOf", { index, total: actions })}
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
