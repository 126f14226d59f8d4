/**
 * When two names look the same: their confusable skeletons (Unicode Technical Standard #39,
 * section 4) are equal. Cyrillic `Аna`, fullwidth `Ａna` and `ANA` all have the skeleton of `Ana`.
 * The mapping is Unicode's own table (confusables.txt) as the `unhomoglyph` package keeps it.
 */
import unhomoglyph from "unhomoglyph";

/** UTS #39's skeleton: NFD, each character replaced by its prototype, NFD again. */
function skeleton(text: string): string {
  return unhomoglyph(text.normalize("NFD")).normalize("NFD");
}

/**
 * The key two names are compared by, "regardless of case and of look-alike characters": compatibility
 * forms folded (NFKC: fullwidth letters, ligatures), upper case, the confusable skeleton, lower case,
 * the skeleton again. Capitals first, as Cyrillic `В` looks like `B` where `в` does not look like
 * `b`; lower case then, as `m` looks like `rn`. Some distinct names share a key (`Ali` and `All`: a
 * capital I is an l): a key only refuses an account's look-alike. Not meant to be read. Stored beside
 * each name (`players.name_key`), so a change of it is a new `NAME_KEY_VERSION` and a migration
 * that computes every stored key again (store/migrations.ts).
 */
export function nameKey(name: string): string {
  return skeleton(skeleton(name.normalize("NFKC").toUpperCase()).toLowerCase());
}

/**
 * Which `nameKey` the stored keys were made with: the migration that keys the stored names names it
 * (store/migrations.ts); a change of `nameKey` changes it and adds such a migration.
 */
export const NAME_KEY_VERSION = "uts39-skeleton-1";
