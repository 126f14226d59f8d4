import type { RefObject } from "react";
import { seatsAllowed } from "@parlor/engine/seats";
import { useTranslation } from "react-i18next";
import type { GameInfo } from "../api";
import { gameUi } from "../games/registry";
import { RatedChoice } from "../ratings/LobbyRatings";
import { botLevel } from "../table/players";
import { Icon } from "../ui/Icon";
import { inWords, seatCountsInWords } from "../words";
import { GamePicture } from "./GamePicture";
import { GraceChoice } from "./GraceChoice";
import { draftOf } from "./optionFields";
import { OptionsForm } from "./OptionsForm";
import { offersPace, paceSettings } from "./pace";
import { PaceChoice } from "./PaceChoice";
import { PracticeChoice } from "./PracticeChoice";
import { presetsOf } from "./presets";
import { fitSeats, offeredLevels, SEATINGS, type SeatChoice } from "./seating";
import type { TableSetup } from "./useTableSetup";

/**
 * "Set up a table" for the game picked: who sits where (ready-made seatings, a solo practice, each
 * seat), the rules (ready-made options, every option), rated or not, the pace and the away time,
 * then Start, with why it cannot start yet and why the table could not be made.
 */
export function NewTableForm({
  game,
  setup,
  title,
  titleRef,
  creating,
  createError,
  create,
  practice,
}: {
  game: GameInfo;
  setup: TableSetup;
  /** The game's title in the language in use. */
  title: string | undefined;
  /** The form's heading, which takes the focus when a tile's "Set up" opens the form. */
  titleRef: RefObject<HTMLHeadingElement | null>;
  /** The game whose table is being made, or null. */
  creating: string | null;
  createError: string | null;
  /** Makes the table the form sets up. */
  create: () => void;
  /** Starts a solo practice in `mode` at once. */
  practice: (mode: string) => void;
}) {
  const { t } = useTranslation();
  const { seats, wrong } = setup;
  const seatsOk = seatsAllowed(game, seats.length);
  const reason =
    wrong.length > 0
      ? t("lobby.fixOptions", {
          count: wrong.length,
          options: inWords(wrong.map((name) => t(`options.${game.id}.${name}.label`))),
        })
      : null;
  return (
    <section aria-labelledby="create-title" className="create" data-testid="setup">
      <h2 id="create-title" ref={titleRef} tabIndex={-1} className="create-title">
        <GamePicture game={game.id} className="game-picture small" />
        <span>
          {t("lobby.setUpTitle")} <strong data-testid="setup-game">{title}</strong>
        </span>
      </h2>
      <h3>{t("lobby.who")}</h3>
      <div className="presets">
        {SEATINGS.map((p) => (
          <button
            key={p.id}
            type="button"
            data-testid={`preset-${p.id}`}
            onClick={() => setup.setSeats(fitSeats(p.seats, game))}
          >
            {t(`lobby.presets.${p.id}`)}
          </button>
        ))}
      </div>
      <PracticeChoice
        game={game}
        title={title ?? game.title}
        disabled={creating !== null}
        onStart={practice}
      />
      <SeatList game={game} title={title} seats={seats} setSeats={setup.setSeats} seatsOk={seatsOk} />
      <RulesChoice game={game} setup={setup} />
      <RatedChoice rated={setup.rated} onChange={setup.setRated} />
      {offersPace(game) && <PaceChoice draft={setup.pace} onChange={setup.setPace} />}
      {seats.some((s) => !s.startsWith("bot:")) &&
        game.graceSeconds !== undefined &&
        paceSettings(game, setup.pace).pace === undefined && (
          <GraceChoice seconds={setup.grace} gameDefault={game.graceSeconds} onChange={setup.setGrace} />
        )}
      <button
        type="button"
        className="primary big"
        data-testid="create-table"
        disabled={creating !== null || !seatsOk || wrong.length > 0}
        aria-describedby={reason ? "create-reason" : undefined}
        onClick={create}
      >
        {creating === game.id && !createError ? t("lobby.creating") : t("lobby.start")}
      </button>
      {reason && (
        <p className="notice" id="create-reason" data-testid="create-reason">
          {reason}
        </p>
      )}
      {createError && (
        <p className="notice" role="alert" data-testid="create-error">
          {createError}
        </p>
      )}
    </section>
  );
}

/**
 * The table's seats, each here, to invite or a bot (its level named short, what it plays like said
 * under it), with a button to take one away and one to add one within the game's sizes, and what is
 * wrong with their number.
 */
function SeatList({
  game,
  title,
  seats,
  setSeats,
  seatsOk,
}: {
  game: GameInfo;
  title: string | undefined;
  seats: readonly SeatChoice[];
  setSeats: (seats: SeatChoice[]) => void;
  /** The game is played with this many seats. */
  seatsOk: boolean;
}) {
  const { t } = useTranslation();
  const keyboardPlayers = gameUi(game.id)?.keyboardPlayers;
  return (
    <>
      <ol className="seats" data-testid="seats">
        {seats.map((seat, i) => {
          // A bot's level is named short in the list; what it plays like is said below it.
          const level = seat.startsWith("bot:") ? seat.slice("bot:".length) : null;
          return (
            <li key={i}>
              <label htmlFor={`seat-${i}`}>{t("lobby.seat", { n: i + 1 })}</label>
              <select
                id={`seat-${i}`}
                value={seat}
                aria-describedby={level ? `seat-${i}-bot` : undefined}
                data-testid={`seat-select-${i}`}
                onChange={(e) => {
                  const value = e.currentTarget.value as SeatChoice;
                  setSeats(seats.map((s, j) => (j === i ? value : s)));
                }}
              >
                <option value="here">{t("lobby.seatHere")}</option>
                <option value="invite">{t("lobby.seatInvite")}</option>
                {offeredLevels(game).map((b) => (
                  <option key={b.level} value={`bot:${b.level}`}>
                    {t("lobby.seatBot", { level: botLevel(b.level) })}
                  </option>
                ))}
              </select>
              {seats.length > (game.seatCounts[0] ?? 1) && (
                <button
                  type="button"
                  className="icon-only"
                  aria-label={t("lobby.removeSeat", { n: i + 1 })}
                  data-testid={`remove-seat-${i}`}
                  onClick={() => setSeats(seats.filter((_, j) => j !== i))}
                >
                  <Icon name="close" />
                </button>
              )}
              {level && (
                <small className="seat-bot" id={`seat-${i}-bot`} data-testid={`seat-bot-${i}`}>
                  {t(`bots.${game.id}.${level}`)}
                </small>
              )}
            </li>
          );
        })}
      </ol>
      {seats.length < (game.seatCounts.at(-1) ?? 1) && (
        <button
          type="button"
          data-testid="add-seat"
          onClick={() => setSeats([...seats, `bot:${game.defaultBot}`])}
        >
          {t("lobby.addSeat")}
        </button>
      )}
      {!seatsOk && (
        <p className="notice" data-testid="seat-count">
          {t("lobby.seatCount", {
            game: title,
            counts: seatCountsInWords(game.seatCounts),
            n: seats.length,
          })}
        </p>
      )}
      {keyboardPlayers !== undefined && seats.filter((s) => s === "here").length > keyboardPlayers && (
        <p className="notice">{t("lobby.keyboardLimit", { n: keyboardPlayers })}</p>
      )}
    </>
  );
}

/** The table's rules: the game's ready-made options (the one the form shows pressed), then every option. */
function RulesChoice({ game, setup }: { game: GameInfo; setup: TableSetup }) {
  const { t } = useTranslation();
  const { fields, wrong } = setup;
  return (
    <>
      <h3 id="option-presets-title">{t("lobby.rulesTitle")}</h3>
      <div className="option-presets" role="group" aria-labelledby="option-presets-title">
        {presetsOf(game.id).map((p) => (
          <button
            key={p.id}
            type="button"
            aria-pressed={setup.shows(p.values)}
            aria-describedby={`option-preset-${p.id}-what`}
            data-testid={`option-preset-${p.id}`}
            onClick={() => setup.setDraft(draftOf(fields, p.values))}
          >
            {t(`lobby.optionPresets.${p.id}`)}
            <small id={`option-preset-${p.id}-what`}>{t(`lobby.optionPresetsWhat.${game.id}.${p.id}`)}</small>
          </button>
        ))}
      </div>
      <details
        className="options"
        open={setup.optionsOpen || wrong.length > 0}
        onToggle={(e) => setup.setOptionsOpen(e.currentTarget.open)}
      >
        <summary>{t("lobby.options")}</summary>
        <OptionsForm
          game={game.id}
          fields={fields}
          draft={setup.draft}
          problems={setup.form.problems}
          seatCount={setup.seats.length}
          onChange={setup.setDraft}
        />
      </details>
    </>
  );
}
