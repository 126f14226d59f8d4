import { ClassicCard } from "./ClassicCard";
import { TarotCard } from "./TarotCard";

export type Theme = "classic" | "tarot";

/** A card face in the given theme (an SVG with a text description). */
export function CardFace({ code, theme }: { code: string; theme: Theme }) {
  return theme === "tarot" ? <TarotCard code={code} /> : <ClassicCard code={code} />;
}
