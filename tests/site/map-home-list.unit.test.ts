// A group's list on the map must fit beside its point: a popup cut off by the map's edge
// hides its last homes (and takes clicks meant for them to whatever lies outside the map).
import { describe, expect, it } from "vitest";
import { listHeightFor } from "@/components/site/map/home-list";

describe("listHeightFor", () => {
  it("keeps 15rem where the map leaves room on either side of the point", () => {
    expect(listHeightFor(500, 720)).toBe(240);
    expect(listHeightFor(100, 720)).toBe(240);
  });

  it("shrinks to the larger side's room in a short map, popup chrome included", () => {
    // A 286 px map (the search page's on a laptop) with the point in the middle: 143 px a side.
    expect(listHeightFor(143, 286)).toBe(143 - 90);
    // Near the top, the room below counts.
    expect(listHeightFor(20, 286)).toBe(266 - 90);
  });

  it("never goes below a few lines, however small the map", () => {
    expect(listHeightFor(60, 120)).toBe(48);
  });
});
