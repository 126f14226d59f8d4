/**
 * A friendly name to offer on a first visit ("Swift Otter", « Loutre Agile », "Lontra Ágil"): an
 * animal and a quality from the `people` namespace's lists, in the page's language and its word order.
 */
import i18next from "i18next";

/** One of a comma-separated list of words, picked by `random` in [0, 1). */
function pick(list: string, random: number): string {
  const words = list
    .split(",")
    .map((w) => w.trim())
    .filter(Boolean);
  return words[Math.floor(random * words.length)] ?? words[0] ?? "";
}

/** A suggested name in the language in use. */
export function suggestName(random: () => number = Math.random): string {
  const animal = pick(i18next.t("people:suggest.animals"), random());
  const quality = pick(i18next.t("people:suggest.qualities"), random());
  return i18next.t("people:suggest.name", { animal, quality });
}
