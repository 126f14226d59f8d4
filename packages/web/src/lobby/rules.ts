/** A short rules summary per game, shown in the lobby. */
export const SUMMARIES: Readonly<Record<string, { title: string; summary: string; seats: string }>> = {
  "set-pc": {
    title: "PC Set Game",
    seats: "Everyone at once; two can share one keyboard.",
    summary:
      "Twelve cards lie on the table. Find three cards whose colour, number, shape and shading are each all the same or all different, and put your tokens on them (keys or clicks). A right set scores; a wrong one freezes you. No set in time? The table is reshuffled.",
  },
  "set-patterns": {
    title: "Patterns: Tarot",
    seats: "Everyone at once.",
    summary:
      "A pool of tarot cards grows in two rows. Select three cards whose object, number, character and background are each all the same or all different, then call SET: a set goes to your stack. A wrong call costs a card (or a “Boop! Bad!”). When nobody sees a set, everyone votes and the pool grows.",
  },
  "set-super": {
    title: "SET Super Rules",
    seats: "Flip in turn, call any time.",
    summary:
      "Players flip cards from their own piles, in turn, into a grid. Anyone may call SET and then has a few seconds to point out three cards: right scores a point, wrong costs one. Announce a super round before a flip: its participants alone get ten seconds for a set worth three.",
  },
  ruhd: {
    title: "Ruhd",
    seats: "In turn, 2 to 11 players; hands are private.",
    summary:
      "Lay square tiles whose four sides each show a colour and a number, next to the tiles already down, turned as you like. Touch exactly one tile: 1 point. Each touching pair of different colours scores the difference of their numbers; the same colour and number scores that number. Three or more tiles in a line showing the same colour or number on the same side make a pattern: 2 points. Most points when the tiles run out wins.",
  },
};
