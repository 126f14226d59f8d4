/** Usage text of each command, shown by `parlor help [command]` and `parlor <command> --help`. */
export const USAGE: Readonly<Record<string, string>> = {
  start: `parlor start
  Starts Parlor. The web server is not there yet: for now this prints how to use the command line.`,

  sets: `parlor sets <card> <card> ...
  Prints the sets among the cards as one line of JSON: an array of sets, each an array of card codes.
  A card is a code of digits 0-2, one per feature (e.g. 0121); all cards have the same length.
  Example: parlor sets 0000 1111 2222 0120   ->   [["0000","1111","2222"]]`,

  simulate: `parlor simulate <game> [flags]
  Plays matches between bots on a virtual clock and prints one JSON object of statistics: game time,
  scores, ties, wins by seat and by bot level, mean score by bot level, and the mean (sd, min, max) of
  each of the game's metrics.
    -n, --games N            matches to play (default 100); match i uses the seed <seed>/i
    -p, --players P          seats at the table (default 2)
    -s, --seed S             seed of the run (default parlor)
        --bot LEVEL          bot level of every seat (default medium)
        --bots L1,L2,...     bot level per seat (sets the number of players)
        --rotate-seats       match i seats the --bots list rotated by i (seat s plays level (s + i) mod
                             players), so every level takes every seat in turn: a fair comparison of levels
    -o, --option key=value   a table option of the game (repeat for several); the value is read as
                             JSON when it parses (12, true), else as a string
        --max-time MS        game time after which a match counts as unfinished (default 14400000, 4 h)
        --pretty             indent the JSON`,

  bench: `parlor bench [flags]
  Measures the set finders on the same random boards: the brute-force and hash-set baselines, the
  string API findSets and the numeric finder; checks that all four find the same sets.
    -b, --boards N     random boards per size (default 1000)
    -k, --size K       cards per board (default: both 12 and 21)
    -t, --seconds S    time per finder and size, fractions allowed (default 1)
    -s, --seed S       seed of the boards (default parlor)
        --json         print { size: { finder: { boardsPerSecond, vsBruteForce, vsHashSet } } }`,

  "ruhd-score": `parlor ruhd-score [--pretty] < placement.json
  Scores one Ruhd placement. Reads one JSON object from standard input, a board and the tile placed on it:
    { "board": [tile, ...], "place": tile }   tile = { "x": 2, "y": 2, "tile": "G4B1G3R1", "rotation": 0 }
  (x to the right, y up; a tile code lists its sides clockwise from the top; rotation: quarter turns
  clockwise, 0-3) and prints its score as JSON: { oneSide, diffDiff, sameSame, pattern, total, sides,
  patterns }, with the points of each touching side and of each pattern created. An illegal placement
  exits 2 with the engine's reason (e.g. 'occupied: The cell (0, 0) already holds a tile.').
        --pretty    indent the JSON
  Example: echo '{"board":[{"x":0,"y":0,"tile":"G4B2Y2G1","rotation":0}],
                  "place":{"x":1,"y":0,"tile":"Y4R2B2Y1","rotation":1}}' | parlor ruhd-score`,

  help: `parlor help [command]
  Prints the usage of every command, or of one.`,
};

export const COMMANDS = Object.keys(USAGE);

/** The full usage: every command. */
export function usage(): string {
  return [
    "parlor: play and analyse Parlor's games from the command line.",
    "",
    "Usage: parlor <command> [arguments]   (parlor <command> --help for one command)",
    "",
    ...COMMANDS.map((command) => `${USAGE[command] ?? ""}\n`),
  ].join("\n");
}
