// Data isolation for the tests that share the run's database (tests/README.md): each test
// file claims a map area of its own, seeds its properties inside it (`area.at(i)`) and
// queries with its bounding box (`area.bbox`), so no file counts another's properties,
// whatever order or parallel worker the files run in. Areas are numbered by a sequence in
// the run's database (made by tests/setup/global-setup.ts), so two files never get the
// same one. Each area is a 0.01° square south of Andorra, where no reference data lies.
import { prisma } from "@/lib/db/client";

export const AREA_SEQUENCE = "test_area_seq";
const SIZE = 0.01;
const PER_ROW = 40;

export type TestArea = {
  /** `bbox` parameter value: west,south,east,north. */
  bbox: string;
  /** The i-th point of the area (0 ≤ i < 99), west to east along its middle. */
  at: (i: number) => { lat: number; lng: number };
};

export async function claimTestArea(): Promise<TestArea> {
  const [{ n }] = await prisma.$queryRawUnsafe<{ n: number }[]>(`SELECT nextval('${AREA_SEQUENCE}')::int AS n`);
  const west = 1.0 + (n % PER_ROW) * 2 * SIZE;
  const south = 41.0 + Math.floor(n / PER_ROW) * 2 * SIZE;
  const fixed = (x: number) => x.toFixed(4);
  return {
    bbox: [west, south, west + SIZE, south + SIZE].map(fixed).join(","),
    at: (i) => {
      if (i < 0 || i >= 99) throw new Error(`test area point ${i} is outside 0..98`);
      return { lat: Number(fixed(south + SIZE / 2)), lng: Number(fixed(west + ((i + 1) * SIZE) / 100)) };
    },
  };
}
