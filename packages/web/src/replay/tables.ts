import type { ComponentType } from "react";
import { RuhdTable } from "../ruhd/RuhdTable";
import { PatternsTable } from "../tables/PatternsTable";
import { PcTable } from "../tables/PcTable";
import { SuperTable } from "../tables/SuperTable";
import type { TableProps } from "../tables/types";

/**
 * The table screen of each game, which a replay draws read-only (no seat held, every action
 * refused) from the spectator's view. A new game's table is one line here.
 */
export const REPLAY_TABLES: Readonly<Record<string, ComponentType<TableProps<never>>>> = {
  "set-pc": PcTable,
  "set-patterns": PatternsTable,
  "set-super": SuperTable,
  ruhd: RuhdTable,
};
