import { getGame, TableRunner, VirtualClock, type AnyGame } from "@parlor/engine";
import { describe, expect, it } from "vitest";
import { TimeBanks } from "./turns.js";

const CLOCK = { moveMs: 10, bankMs: 25, onTimeout: "bot" as const };

function game(id: string): AnyGame {
  const found = getGame(id);
  if (!found) throw new Error(`no game ${id}`);
  return found;
}

describe("time banks", () => {
  it("charge each move from the turn's start, and make the move due at most a move's time or the bank later", () => {
    const banks = new TimeBanks(2, CLOCK);
    banks.toAct([0]);
    expect([banks.deadline(0), banks.deadline(1)]).toEqual([10, null]);
    banks.accepted(0, 4);
    banks.toAct([1]);
    // Seat 1's turn began with seat 0's move.
    expect(banks.deadline(1)).toBe(14);
    banks.accepted(1, 12);
    banks.toAct([0]);
    expect([banks.bankLeft(0), banks.bankLeft(1), banks.deadline(0)]).toEqual([21, 17, 22]);
    // A move past its time (a bot played it for them, late) takes the whole of its time, no more.
    banks.accepted(0, 30);
    banks.toAct([0, 1]);
    expect([banks.bankLeft(0), banks.deadline(0), banks.deadline(1)]).toEqual([11, 40, 40]);
    // Several actions in one turn: each is charged from the one before.
    banks.accepted(1, 36);
    banks.toAct([0, 1]);
    expect([banks.bankLeft(1), banks.deadline(1)]).toEqual([11, 46]);
    banks.accepted(1, 46);
    banks.toAct([0]);
    expect([banks.bankLeft(1), banks.deadline(1), banks.deadline(0)]).toEqual([1, null, 40]);
    // Less in the bank than a move's time: the move is due when the bank runs out.
    banks.toAct([0, 1]);
    expect(banks.deadline(1)).toBe(47);
    banks.accepted(1, 50);
    banks.toAct([0, 1]);
    // An empty bank: the move is due as the turn begins.
    expect([banks.bankLeft(1), banks.deadline(1)]).toEqual([0, 50]);
  });

  for (const id of ["tarot", "buraco", "ruhd"]) {
    it(`kept as a ${id} match goes are the banks its log gives a process that rebuilds it`, () => {
      const rules = game(id);
      const clock = new VirtualClock();
      const seats = rules.seatCounts.includes(4) ? 4 : 2;
      const bank = { moveMs: 30_000, bankMs: 600_000, onTimeout: "bot" as const };
      const live = new TimeBanks(seats, bank);
      const runner: TableRunner = new TableRunner({
        game: rules,
        options: id === "tarot" ? { deals: 2 } : id === "buraco" ? { hands: 1 } : {},
        seed: `banks-${id}`,
        seats: Array.from({ length: seats }, () => ({ bot: rules.defaultBot })),
        clock,
        // Bots think for their delays: the turns take different times.
        botPace: 1,
        onAccepted: (entry) => live.accepted(entry.seat, entry.at),
        onChange: () => live.toAct(runner.finished ? [] : rules.toAct(runner.state)),
      });
      runner.start();
      clock.run();
      expect(runner.finished).toBe(true);
      const rebuilt = TimeBanks.fromLog(rules, { ...runner.log, until: undefined }, bank);
      // The finished state has nobody to act; the log's replay stops at its last action.
      rebuilt.toAct([]);
      const banksOf = (banks: TimeBanks) =>
        Array.from({ length: seats }, (_, seat) => [banks.bankLeft(seat), banks.deadline(seat)]);
      expect(banksOf(rebuilt)).toEqual(banksOf(live));
      // Every seat spent some of its bank: the time of the match is in the banks.
      expect(banksOf(live).every(([left]) => (left as number) < bank.bankMs)).toBe(true);
    });
  }
});
