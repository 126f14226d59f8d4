import { ClassicCard } from "./ClassicCard";
import { PatternsCard } from "./PatternsCard";

export type Theme = "classic" | "patterns";

/** A card face in the given theme (an SVG with a text description). */
export function CardFace({ code, theme }: { code: string; theme: Theme }) {
  return theme === "patterns" ? <PatternsCard code={code} /> : <ClassicCard code={code} />;
}
