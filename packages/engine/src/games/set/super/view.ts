import type { Seat } from "../../../core/game.js";
import { cardCode, CLASSIC } from "../cards.js";
import { squareColumns } from "./grid.js";
import type { SuperOptions } from "./options.js";
import { scores, topSeats } from "./points.js";
import type { SuperEvent, SuperState } from "./state.js";
import { flipDue } from "./timeline.js";

/** A state's event with card codes instead of ids. */
export type SuperViewEvent = {
  readonly [K in keyof SuperEvent]: SuperEvent[K];
} extends infer _
  ? ViewEventOf<SuperEvent>
  : never;

type ViewEventOf<E> = E extends unknown
  ? { readonly [K in keyof E]: E[K] extends number ? (K extends "card" ? string : E[K]) : K extends "cards" ? readonly string[] : E[K] }
  : never;
