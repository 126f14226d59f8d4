/**
 * The names people sit at a table with, told apart: a person by the name of the player who took the
 * seat, two people of one name by their tags ("Ana #x3F9": `#` and the last 4 characters of the
 * player's id). The table's seats (web) and its moves in words (server) name people by it, so that
 * both say the same.
 */

/** What naming a seat reads of it: a bot's seat, or the player who took it. */
export interface NamedSeat {
  readonly bot?: unknown;
  readonly player?: { readonly id: string; readonly name: string };
}

/** The tag that tells apart players of one name: `#` and the last 4 characters of the id. */
export function playerTag(id: string): string {
  return `#${id.slice(-4)}`;
}

/**
 * Each seat's person, by name: the name of the player who took it, with their tag when a person at
 * another seat has the same name ("Ana #x3F9"); undefined for a bot's seat or one no player took.
 */
export function personNames(seats: readonly NamedSeat[]): (string | undefined)[] {
  return seats.map((seat, index) => {
    const player = seat.player;
    if (seat.bot !== undefined || !player) return undefined;
    const twin = seats.some(
      (other, i) => i !== index && other.bot === undefined && other.player?.name === player.name,
    );
    return twin ? `${player.name} ${playerTag(player.id)}` : player.name;
  });
}

/**
 * What the server and the page call seats, bots and spectators in their own words, in every language
 * the page speaks (en, fr, pt-BR): no person may go by one, or a guest named "Strong bot",
 * "Player 2" or "Spectator" would pass for a bot, a seat or the server's own label. Placeholders:
 * `{{n}}` a number, `{{letter}}` one letter, `{{level}}` and `{{name}}` any words. The server refuses
 * a name that looks like one of them (people/names.ts: regardless of case and of look-alike
 * characters); the page's unit test (web i18n/reserved.test.ts) checks that every label it shows for
 * a seat, a bot or a spectator is here.
 */
export const SEAT_LABELS: readonly string[] = [
  // The server's: a bot player ("Strong bot"), and people without a session in the chat.
  "{{level}} bot",
  "Player {{n}}",
  "Spectator",
  // English.
  "You",
  "you ({{name}})",
  "Player {{letter}}",
  "Bot {{n}} ({{level}})",
  "Bot ({{level}})",
  "Bot: {{level}}",
  "Seat {{n}}",
  // French.
  "Vous",
  "vous ({{name}})",
  "Joueur {{letter}}",
  "Joueur {{n}}",
  "Robot {{n}} ({{level}})",
  "Robot ({{level}})",
  "Robot : {{level}}",
  "Place {{n}}",
  "Spectateur",
  // Brazilian Portuguese.
  "Você",
  "você ({{name}})",
  "Jogador {{letter}}",
  "Jogador {{n}}",
  "Robô {{n}} ({{level}})",
  "Robô ({{level}})",
  "Robô: {{level}}",
  "Lugar {{n}}",
  "Espectador",
];
