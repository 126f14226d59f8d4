/**
 * The 48 Ruhd tiles. Source: shared/rules/ruhd-tiles.json (from the designer's rules README, seed
 * 004_d0a8e77af8536ff6.txt). Each tile is four sides clockwise from the top (up, right, down, left);
 * a side is a colour letter (G green, Y yellow, B blue, R red) and a number 1-4.
 */
export const TILES: readonly string[] = [
  "G4B2Y2G1",
  "G3R1Y4G3",
  "G2Y3R1G3",
  "G3Y2B2G4",
  "G4R1B3G1",
  "G1B4R4G2",
  "G2B1G3Y2",
  "G1R3G4Y4",
  "G3Y3G2R1",
  "G2Y4G3B2",
  "G1R4G2B4",
  "G4B1G3R1",
  "Y4R2B2Y1",
  "Y3G1B4Y3",
  "Y2B3G1Y3",
  "Y3B2R2Y4",
  "Y4G1R3Y1",
  "Y1R4G4Y2",
  "Y2R1Y3B2",
  "Y1G3Y4B4",
  "Y3B3Y2G1",
  "Y2B4Y3R2",
  "Y1G4Y2R4",
  "Y4R1Y3G1",
  "B4G2R2B1",
  "B3Y1R4B3",
  "B2R3Y1B3",
  "B3R2G2B4",
  "B4Y1G3B1",
  "B1G4Y4B2",
  "B2G1B3R2",
  "B1Y3B4R4",
  "B3R3B2Y1",
  "B2R4B3G2",
  "B1Y4B2G4",
  "B4G1B3Y1",
  "R4Y2G2R1",
  "R3B1G4R3",
  "R2G3B1R3",
  "R3G2Y2R4",
  "R4B1Y3R1",
  "R1Y4B4R2",
  "R2Y1R3G2",
  "R1B3R4G4",
  "R3G3R2B1",
  "R2G4R3Y2",
  "R1B4R2Y4",
  "R4Y1R3B1",
];

export const COLOURS = { G: "green", Y: "yellow", B: "blue", R: "red" } as const;

export type Colour = keyof typeof COLOURS;
