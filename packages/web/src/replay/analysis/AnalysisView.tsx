/**
 * The analysis of a finished match in its replay (issue 37), a chunk of its own loaded with the
 * replay of a game that has one: the question to the server (`pollAnalysis`), the panel (each
 * player's accuracy and marks, a graph over the match with its figures as a table), the mark beside
 * each move of the list, and the line under the move shown (the move chosen against the best).
 * Its words are the `analysis` namespace.
 */
import { useLayoutEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { AnalysisReady, DecisionMark, MovesAnalysis, PlayerAnalysis } from "@parlor/protocol";
import { errorText } from "../../api";
import { currentLanguage } from "../../i18n";
import { playerColour, playerMark } from "../../table/players";
import { MoveText } from "../MoveText";
import type { Timeline } from "../timeline";
import { moveWords } from "./best";
import {
  claimsByMove,
  decisionsByMove,
  linePath,
  lossLines,
  place,
  scale,
  steps,
  waitBars,
  wrongClaimMoves,
  type Frame,
  type SetsAnalysis,
} from "./graph";
import { flaggedCounts, isFlagged, MARK_SYMBOLS } from "./marks";
import type { AnalysisStatus } from "./status";
import "./analysis.css";

export { pollAnalysis } from "./status";

/** The figures of an answer, computed once per answer (the move list asks for each move). */
interface Figures {
  readonly moves: MovesAnalysis | null;
  readonly sets: SetsAnalysis | null;
  readonly decisions: ReturnType<typeof decisionsByMove>;
  readonly claims: ReturnType<typeof claimsByMove>;
  readonly wrong: ReadonlySet<number>;
}

const figuresOf = new WeakMap<AnalysisReady, Figures>();

function figures(answer: AnalysisReady): Figures {
  let known = figuresOf.get(answer);
  if (!known) {
    const { analysis } = answer;
    const moves = analysis.kind === "moves" ? analysis : null;
    // readAnswer (status.ts) read it with the protocol's schema, a SET analysis's every field.
    const sets: SetsAnalysis | null = analysis.kind === "sets" ? analysis : null;
    known = {
      moves,
      sets,
      decisions: moves ? decisionsByMove(moves) : new Map(),
      claims: sets ? claimsByMove(sets) : new Map(),
      wrong: sets ? wrongClaimMoves(sets) : new Set(),
    };
    figuresOf.set(answer, known);
  }
  return known;
}

/** Numbers in the page's language, to at most `digits` decimals. */
function useNumbers() {
  const lang = currentLanguage();
  return useMemo(() => {
    const formats = [0, 1].map((digits) => new Intl.NumberFormat(lang, { maximumFractionDigits: digits }));
    const percent = new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 0 });
    const ratio = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return {
      number: (n: number, digits: 0 | 1 = 1) => (formats[digits] as Intl.NumberFormat).format(n),
      percent: (n: number) => percent.format(n / 100),
      /** "1.0", "0.8": a ratio always with its tenth. */
      ratio: (n: number) => ratio.format(n),
    };
  }, [lang]);
}

/** "6.3 points" (the analysis' unit). */
function usePoints(unit: string) {
  const { t } = useTranslation("analysis");
  const { number } = useNumbers();
  return (value: number) => {
    const rounded = Math.round(value * 10) / 10;
    return unit === "points"
      ? t("points", { count: rounded, points: number(rounded) })
      : t("inUnit", { value: number(rounded), unit });
  };
}

function useSeconds() {
  const { t } = useTranslation("analysis");
  const { number } = useNumbers();
  return (ms: number) => t("seconds", { value: number(ms / 1000) });
}

/** A decision's mark: its symbol (if it has one) and its words, shown or for screen readers only. */
export function Mark({ mark, words = isFlagged(mark) }: { mark: DecisionMark; words?: boolean }) {
  const { t } = useTranslation("analysis");
  const symbol = MARK_SYMBOLS[mark];
  return (
    <span className={`analysis-mark analysis-mark-${mark}`} data-mark={mark}>
      {symbol && (
        <span className="analysis-mark-symbol" aria-hidden="true">
          {symbol}
        </span>
      )}
      <span className={words ? "analysis-mark-words" : "visually-hidden"}>{t(`marks.${mark}`)}</span>
    </span>
  );
}

/** Beside move `move` of the list: its decision's mark, or a SET claim's time to find. */
export function MoveNote({ answer, move }: { answer: AnalysisReady; move: number }) {
  const { t } = useTranslation("analysis");
  const seconds = useSeconds();
  const { decisions, claims } = figures(answer);
  const decision = decisions.get(move);
  if (decision) return <Mark mark={decision.mark} />;
  const claim = claims.get(move);
  if (claim)
    return (
      <span className="analysis-time" data-testid={`analysis-time-${move}`}>
        {t("sets.foundIn", { time: seconds(claim.foundInMs) })}
      </span>
    );
  return null;
}

/** Under the move shown: its decision's mark and the points it lost against the best move, in words. */
export function DecisionLine({
  answer,
  move,
  timeline,
  names,
  live,
}: {
  answer: AnalysisReady;
  move: number;
  timeline: Timeline;
  names: readonly string[];
  /** Whether screen readers are told each new line (not while the replay plays). */
  live: boolean;
}) {
  const { t } = useTranslation("analysis");
  const lang = currentLanguage();
  const { moves, decisions, claims } = figures(answer);
  const points = usePoints(moves?.unit ?? "points");
  const seconds = useSeconds();
  const { ratio } = useNumbers();
  const decision = decisions.get(move);
  const claim = claims.get(move);
  const best = useMemo(
    () =>
      decision && decision.mark !== "best" ? moveWords(timeline, move, decision.best, names, lang) : null,
    [decision, timeline, move, names, lang],
  );
  let line: ReactNode = null;
  if (decision) {
    line =
      best === null ? (
        <>
          <Mark mark={decision.mark} words /> {t("decision.best")}
        </>
      ) : (
        <>
          <Mark mark={decision.mark} words /> {t("decision.lost", { lost: points(decision.loss) })}{" "}
          <MoveText game={timeline.log.game} words={best} />
        </>
      );
  } else if (claim) {
    line = (
      <>
        {t("sets.claim", { found: seconds(claim.foundInMs), waited: seconds(claim.waitedMs) })}
        {claim.ofOwnAverage !== null && ` ${t("sets.ofOwn", { ratio: ratio(claim.ofOwnAverage) })}`}
      </>
    );
  }
  return (
    <p className="replay-decision" data-testid="replay-decision" aria-live={live ? "polite" : "off"}>
      {line}
    </p>
  );
}

/** A table's button to a move: its number or the claim's shown, where it goes said to screen readers. */
function JumpButton({
  label,
  move,
  onJump,
}: {
  label: number;
  move: number;
  onJump: (move: number) => void;
}) {
  const { t } = useTranslation("analysis");
  return (
    <button type="button" className="link" onClick={() => onJump(move)}>
      {label}
      <span className="visually-hidden"> ({t("graph.goTo", { move })})</span>
    </button>
  );
}

/** The width of an element, followed as the window changes (the graph is drawn at its real size). */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    setWidth(box.clientWidth || fallback);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width) || fallback);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [fallback]);
  return [ref, width] as const;
}

/**
 * A seat's look in the graphs: the colour and the mark the table gives it (table/players.tsx, the
 * players strip's), and a dash of its own, so that colour is never the only cue.
 */
const DASHES = ["", "7 4", "2 3", "10 3 2 3", "4 2 1 2", "12 4", "1 3", "6 2 2 2"];
const dashOf = (seat: number): string => DASHES[seat % DASHES.length] ?? "";
/** A flagged decision's mark on its line grows with how bad it was (px). */
const GLYPH_SIZE: Readonly<Record<string, number>> = { inaccuracy: 12, mistake: 16, blunder: 21 };

/** A seat's mark at (x, y), `size` px tall. */
function Glyph({
  seat,
  x,
  y,
  size,
  title,
}: {
  seat: number;
  x: number;
  y: number;
  size: number;
  title?: string;
}) {
  return (
    <text
      className="analysis-glyph"
      x={x}
      y={y}
      fontSize={size}
      textAnchor="middle"
      dominantBaseline="central"
      style={{ fill: playerColour(seat) }}
    >
      {title && <title>{title}</title>}
      {playerMark(seat)}
    </text>
  );
}

/** A seat's swatch in a legend: a piece of its line with its mark. */
function Swatch({ seat, line = true }: { seat: number; line?: boolean }) {
  return (
    <svg className="analysis-swatch" width="32" height="16" viewBox="0 0 32 16" aria-hidden="true">
      {line && (
        <path
          className="analysis-line"
          d="M1 8H31"
          strokeDasharray={dashOf(seat)}
          style={{ stroke: playerColour(seat) }}
        />
      )}
      <Glyph seat={seat} x={16} y={8} size={13} />
    </svg>
  );
}

/** The axes: the value ticks (horizontal lines), the move or claim ticks, the frame's base. */
function Axes({
  frame,
  at,
  yTicks,
  xTicks,
  yWords,
}: {
  frame: Frame;
  at: ReturnType<typeof place>;
  yTicks: readonly number[];
  xTicks: readonly number[];
  yWords: (value: number) => string;
}) {
  const base = frame.height - frame.bottom;
  return (
    <g className="analysis-axes" aria-hidden="true">
      {yTicks.map((tick) => (
        <g key={`y${tick}`}>
          <line x1={frame.left} x2={frame.width - frame.right} y1={at.y(tick)} y2={at.y(tick)} />
          <text x={frame.left - 6} y={at.y(tick)} dy="0.32em" textAnchor="end">
            {yWords(tick)}
          </text>
        </g>
      ))}
      {xTicks.map((tick) => (
        <text key={`x${tick}`} x={at.x(tick)} y={base + 18} textAnchor="middle">
          {tick}
        </text>
      ))}
    </g>
  );
}

/** Up to `count` round move numbers from 0 to `max` for the horizontal axis. */
function moveTicks(max: number, count: number): number[] {
  if (max <= 0) return [0];
  return scale(max, count).ticks.filter((tick) => tick <= max && Number.isInteger(tick));
}

/** The frame of a graph `width` wide: shorter on a phone. */
function frameOf(width: number): Frame {
  return { width, height: width < 480 ? 190 : 240, left: 46, right: 14, top: 12, bottom: 28 };
}

/** The move nearest to a click on the graph. */
function clickedMove(event: MouseEvent<SVGSVGElement>, frame: Frame, moves: number): number {
  const box = event.currentTarget.getBoundingClientRect();
  const inner = frame.width - frame.left - frame.right;
  const x = ((event.clientX - box.left) * frame.width) / Math.max(1, box.width) - frame.left;
  return Math.max(0, Math.min(moves, Math.round((x / Math.max(1, inner)) * moves)));
}

/** Each player's points lost added up over the match, with the figures as a table. */
function LossGraph({
  analysis,
  names,
  moves,
  current,
  onJump,
}: {
  analysis: MovesAnalysis;
  names: readonly string[];
  moves: number;
  current: number;
  onJump: (move: number) => void;
}) {
  const { t } = useTranslation("analysis");
  const { number } = useNumbers();
  const points = usePoints(analysis.unit);
  const [box, width] = useWidth(600);
  const lines = useMemo(() => lossLines(analysis, names.length, moves), [analysis, names.length, moves]);
  const frame = frameOf(width);
  const { top, ticks } = scale(Math.max(0, ...lines.map((line) => line.total)));
  const at = place(frame, Math.max(1, moves), top);
  const running = new Map<number, number>();
  return (
    <figure className="analysis-graph" data-testid="analysis-graph">
      <figcaption id="analysis-loss-title">
        <strong>{t("graph.lossTitle")}</strong> <span className="analysis-hint">{t("graph.lossHint")}</span>
      </figcaption>
      <div ref={box} className="analysis-plot">
        <svg
          width={frame.width}
          height={frame.height}
          viewBox={`0 0 ${frame.width} ${frame.height}`}
          role="img"
          aria-labelledby="analysis-loss-title"
          aria-describedby="analysis-loss-legend"
          onClick={(event) => onJump(clickedMove(event, frame, moves))}
        >
          <Axes
            frame={frame}
            at={at}
            yTicks={ticks}
            xTicks={moveTicks(moves, width < 480 ? 4 : 8)}
            yWords={(value) => number(value, 0)}
          />
          <line
            className="analysis-now"
            x1={at.x(current)}
            x2={at.x(current)}
            y1={frame.top}
            y2={frame.height - frame.bottom}
          />
          {lines.map((line) => (
            <g key={line.seat} data-testid={`analysis-line-${line.seat}`}>
              <path
                className="analysis-line"
                d={linePath(steps(line.points), at)}
                strokeDasharray={dashOf(line.seat)}
                style={{ stroke: playerColour(line.seat) }}
              />
              {line.flagged.map((point) => (
                <Glyph
                  key={point.x}
                  seat={line.seat}
                  x={at.x(point.x)}
                  y={at.y(point.y)}
                  size={GLYPH_SIZE[point.mark] ?? 12}
                  title={`${t("graph.move")} ${point.x}, ${names[line.seat] ?? ""}: ${t(`marks.${point.mark}`)}`}
                />
              ))}
            </g>
          ))}
        </svg>
      </div>
      <ul className="analysis-legend" id="analysis-loss-legend">
        {lines.map((line) => (
          <li key={line.seat}>
            <Swatch seat={line.seat} />
            {t("graph.total", { name: names[line.seat] ?? "", lost: points(line.total) })}
          </li>
        ))}
      </ul>
      <FiguresTable
        testId="analysis-decisions"
        headers={[
          t("graph.move"),
          t("players.player"),
          t("graph.mark"),
          t("graph.lost"),
          t("graph.lostInAll"),
        ]}
      >
        {analysis.decisions.map((decision) => {
          const total = (running.get(decision.seat) ?? 0) + decision.loss;
          running.set(decision.seat, total);
          const move = decision.index + 1;
          return (
            <tr key={decision.index} aria-current={move === current ? "step" : undefined}>
              <td>
                <JumpButton label={move} move={move} onJump={onJump} />
              </td>
              <td>{names[decision.seat]}</td>
              <td>
                <Mark mark={decision.mark} words />
              </td>
              <td>{number(decision.loss)}</td>
              <td>{number(total)}</td>
            </tr>
          );
        })}
      </FiguresTable>
    </figure>
  );
}

/** A graph's figures as a table, folded under it: its column headers, and its rows. */
function FiguresTable({
  testId,
  headers,
  children,
}: {
  testId: string;
  headers: readonly string[];
  children: ReactNode;
}) {
  const { t } = useTranslation("analysis");
  return (
    <details className="analysis-figures">
      <summary>{t("graph.table")}</summary>
      <div className="analysis-scroll">
        <table data-testid={testId}>
          <thead>
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </details>
  );
}

/** How long a set had waited before each claim, with the figures as a table. */
function WaitGraph({
  analysis,
  names,
  current,
  onJump,
}: {
  analysis: SetsAnalysis;
  names: readonly string[];
  current: number;
  onJump: (move: number) => void;
}) {
  const { t } = useTranslation("analysis");
  const { number } = useNumbers();
  const seconds = useSeconds();
  const [box, width] = useWidth(600);
  const bars = useMemo(() => waitBars(analysis), [analysis]);
  const frame = frameOf(width);
  const { top, ticks } = scale(Math.max(0, ...bars.map((bar) => bar.waitedS)));
  const at = place(frame, Math.max(1, bars.length), top);
  const slot = (frame.width - frame.left - frame.right) / Math.max(1, bars.length);
  const barWidth = Math.max(2, Math.min(28, slot * 0.7));
  const seats = [...new Set(bars.map((bar) => bar.seat))].sort((a, b) => a - b);
  return (
    <figure className="analysis-graph" data-testid="analysis-graph">
      <figcaption id="analysis-wait-title">
        <strong>{t("graph.waitTitle")}</strong> <span className="analysis-hint">{t("graph.waitHint")}</span>
      </figcaption>
      <div ref={box} className="analysis-plot">
        <svg
          width={frame.width}
          height={frame.height}
          viewBox={`0 0 ${frame.width} ${frame.height}`}
          role="img"
          aria-labelledby="analysis-wait-title"
          aria-describedby="analysis-wait-legend"
        >
          <Axes
            frame={frame}
            at={at}
            yTicks={ticks}
            xTicks={[]}
            yWords={(value) => t("seconds", { value: number(value) })}
          />
          {bars.map((bar) => {
            const x = frame.left + slot * (bar.n - 0.5);
            const y = at.y(bar.waitedS);
            const shown = bar.move !== null && bar.move === current;
            return (
              <g key={bar.n} className={shown ? "analysis-bar-now" : undefined}>
                <rect
                  className="analysis-bar"
                  style={{ fill: playerColour(bar.seat) }}
                  x={x - barWidth / 2}
                  y={y}
                  width={barWidth}
                  height={Math.max(0, frame.height - frame.bottom - y)}
                  onClick={bar.move === null ? undefined : () => onJump(bar.move as number)}
                >
                  <title>
                    {`${t("graph.claim")} ${bar.n}, ${names[bar.seat] ?? ""}: ${seconds(bar.waitedS * 1000)}`}
                  </title>
                </rect>
                <Glyph seat={bar.seat} x={x} y={y - 8} size={Math.max(8, Math.min(14, barWidth + 2))} />
              </g>
            );
          })}
        </svg>
      </div>
      <ul className="analysis-legend" id="analysis-wait-legend">
        {seats.map((seat) => (
          <li key={seat}>
            <Swatch seat={seat} line={false} />
            {names[seat]}
          </li>
        ))}
      </ul>
      <FiguresTable
        testId="analysis-claims"
        headers={[t("graph.claim"), t("players.player"), t("graph.waited"), t("graph.found")]}
      >
        {bars.map((bar) => (
          <tr key={bar.n} aria-current={bar.move !== null && bar.move === current ? "step" : undefined}>
            <td>
              {bar.move === null ? bar.n : <JumpButton label={bar.n} move={bar.move} onJump={onJump} />}
            </td>
            <td>{names[bar.seat]}</td>
            <td>{seconds(bar.waitedS * 1000)}</td>
            <td>{seconds(bar.foundS * 1000)}</td>
          </tr>
        ))}
      </FiguresTable>
    </figure>
  );
}

/** Each player's accuracy and marks. */
function MovesPlayers({ analysis, names }: { analysis: MovesAnalysis; names: readonly string[] }) {
  const { t } = useTranslation("analysis");
  const { percent } = useNumbers();
  const points = usePoints(analysis.unit);
  return (
    <div className="analysis-wide">
      <table className="analysis-players" data-testid="analysis-players">
        <caption className="visually-hidden">{t("players.title")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("players.player")}</th>
            <th scope="col">{t("players.accuracy")}</th>
            {(["inaccuracy", "mistake", "blunder"] as const).map((mark) => (
              <th scope="col" key={mark}>
                <span aria-hidden="true" className="analysis-mark-symbol">
                  {MARK_SYMBOLS[mark]}
                </span>{" "}
                <span className="phone-visually-hidden">{t(`counts.${mark}`)}</span>
              </th>
            ))}
            <th scope="col">{t("players.averageLoss")}</th>
          </tr>
        </thead>
        <tbody>
          {analysis.players.map((player: PlayerAnalysis) => (
            <tr key={player.seat} data-testid={`analysis-player-${player.seat}`}>
              <th scope="row">{names[player.seat]}</th>
              <td data-testid={`analysis-accuracy-${player.seat}`}>
                {player.accuracy === null ? (
                  <span title={t("players.noDecision")}>
                    <span aria-hidden="true">—</span>
                    <span className="visually-hidden">{t("players.noDecision")}</span>
                  </span>
                ) : (
                  percent(player.accuracy)
                )}
              </td>
              {flaggedCounts(player).map(([mark, count]) => (
                <td key={mark} data-mark={mark}>
                  {count}
                </td>
              ))}
              <td>{player.decisions === 0 ? "—" : points(player.averageLoss)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Each player's sets, wrong claims, sets missed and times to find. */
function SetsPlayers({ analysis, names }: { analysis: SetsAnalysis; names: readonly string[] }) {
  const { t } = useTranslation("analysis");
  const seconds = useSeconds();
  const time = (ms: number | null) => (ms === null ? "—" : seconds(ms));
  return (
    <div className="analysis-wide">
      <table className="analysis-players" data-testid="analysis-players">
        <caption className="visually-hidden">{t("players.setsTitle")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("players.player")}</th>
            <th scope="col">{t("sets.sets")}</th>
            <th scope="col">{t("sets.wrong")}</th>
            <th scope="col">{t("sets.missed")}</th>
            <th scope="col">{t("sets.meanFound")}</th>
            <th scope="col">{t("sets.medianFound")}</th>
          </tr>
        </thead>
        <tbody>
          {analysis.players.map((player) => (
            <tr key={player.seat} data-testid={`analysis-player-${player.seat}`}>
              <th scope="row">{names[player.seat]}</th>
              <td>{player.sets}</td>
              <td>{player.wrongClaims}</td>
              <td>{player.missed}</td>
              <td>{time(player.meanFoundInMs)}</td>
              <td>{time(player.medianFoundInMs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The analysis' panel: while it is computed, a line; once there, the players and the graph. */
export function AnalysisPanel({
  status,
  names,
  moves,
  current,
  onJump,
  onRetry,
}: {
  status: AnalysisStatus;
  names: readonly string[];
  /** How many moves the match has. */
  moves: number;
  /** The move shown. */
  current: number;
  onJump: (move: number) => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation("analysis");
  const { number } = useNumbers();
  let body: ReactNode = null;
  if (status.kind === "computing")
    body = (
      <p role="status" data-testid="analysis-computing">
        {t("computing")} <span className="analysis-hint">{t("computingHint")}</span>
      </p>
    );
  else if (status.kind === "failed") {
    const why =
      status.code === "timeout" || status.code === "invalid"
        ? t(`problems.${status.code}`)
        : status.code === "network"
          ? t("common:errors.network")
          : errorText(status.code, status.message);
    body = (
      <div className="analysis-failed" role="alert" data-testid="analysis-failed">
        <p>{t("failed", { message: why })}</p>
        <button type="button" onClick={onRetry}>
          {t("retry")}
        </button>
      </div>
    );
  } else if (status.kind === "ready") {
    const { moves: weighed, sets } = figures(status.answer);
    if (weighed)
      body = (
        <>
          <p className="analysis-about">
            {t("about", {
              inaccuracy: number(weighed.thresholds.inaccuracy),
              mistake: number(weighed.thresholds.mistake),
              blunder: number(weighed.thresholds.blunder),
            })}
          </p>
          <MovesPlayers analysis={weighed} names={names} />
          <LossGraph analysis={weighed} names={names} moves={moves} current={current} onJump={onJump} />
        </>
      );
    else if (sets)
      body = (
        <>
          <p className="analysis-about">{t("sets.about")}</p>
          <SetsPlayers analysis={sets} names={names} />
          {sets.unclaimed.length > 0 && <p>{t("sets.unclaimed", { count: sets.unclaimed.length })}</p>}
          {sets.claims.length > 0 && (
            <WaitGraph analysis={sets} names={names} current={current} onJump={onJump} />
          )}
        </>
      );
  }
  if (body === null) return null;
  return (
    <section
      className="replay-analysis"
      aria-labelledby="analysis-title"
      data-testid="replay-analysis"
      data-status={status.kind}
    >
      <h2 id="analysis-title">{t("title")}</h2>
      {body}
    </section>
  );
}
