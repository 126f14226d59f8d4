import { SetCard } from "../set/picture";

/** The PC Set Game's picture: three SET cards, fanned. */
export function Picture() {
  return (
    <>
      <SetCard x={18} y={18} turn={-10} count={1} kind="diamond" n={0} shade="solid" />
      <SetCard x={45} y={14} turn={0} count={2} kind="oval" n={1} shade="striped" />
      <SetCard x={72} y={18} turn={10} count={3} kind="squiggle" n={2} shade="open" />
    </>
  );
}
