import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Prose } from "./Prose";
import { textKey } from "./games";

/** The parts of every rules page, in order; a game's page adds its illustrated examples among them. */
export const PARTS = ["goal", "components", "setup", "turn", "scoring", "end"] as const;
export type Part = (typeof PARTS)[number];

/** One part of a rules page: a heading (an anchor for the contents) and its text or figures. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="rules-section" id={id} aria-labelledby={`${id}-title`} data-testid={`rules-${id}`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** A part of a game's rules from the `rules` namespace (`<game>.<part>`), with figures after its text. */
export function PartSection({ game, part, children }: { game: string; part: Part; children?: ReactNode }) {
  const { t } = useTranslation("rules");
  return (
    <Section id={part} title={t(`parts.${part}`)}>
      <Prose text={t(`${textKey(game)}.${part}`)} />
      {children}
    </Section>
  );
}
