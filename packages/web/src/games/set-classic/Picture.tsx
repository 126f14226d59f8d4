import { SetCard } from "../set/picture";

/** Classic SET's picture: a row of the table, one card picked (lifted). */
export function Picture() {
  return (
    <>
      <SetCard x={2} y={20} turn={0} count={2} kind="squiggle" n={0} shade="open" />
      <SetCard x={33} y={12} turn={0} count={1} kind="oval" n={1} shade="solid" />
      <SetCard x={64} y={20} turn={0} count={3} kind="diamond" n={2} shade="striped" />
      <SetCard x={95} y={20} turn={0} count={2} kind="oval" n={0} shade="solid" />
    </>
  );
}
