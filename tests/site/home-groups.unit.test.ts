// The results map's grouping (components/site/map/home-groups.ts): homes at one point are
// one group (so none hides another), approximate homes are kept apart from pins at the
// same point and get an area sized by their precision.
import { describe, expect, it } from "vitest";
import { groupAreas, groupHomes, groupPoints, type MapMarker } from "@/components/site/map/home-groups";

const home = (id: string, lat: number, lng: number, precision: MapMarker["precision"]): MapMarker => ({
  id,
  lat,
  lng,
  precision,
  label: "300 k€",
  title: `Pis ${id}`,
});

describe("groupHomes", () => {
  const markers = [
    home("a", 42.50694, 1.52125, "town"),
    home("b", 42.50694, 1.52125, "town"),
    home("c", 42.506941, 1.521251, "town"), // within a metre: the same point
    home("d", 42.50694, 1.52125, "exact"), // a pin at the town centre is not the town
    home("e", 42.51, 1.53, "street"),
  ];
  const groups = groupHomes(markers);

  it("puts homes at the same point and precision in one group", () => {
    expect(groups.map((g) => g.homes.map((h) => h.id))).toEqual([["a", "b", "c"], ["d"], ["e"]]);
    expect(groups.map((g) => g.approximate)).toEqual([true, false, false]);
  });

  it("gives the clustered source one point per group with its number of homes", () => {
    const points = groupPoints(groups);
    expect(points.features.map((f) => f.properties?.homes)).toEqual([3, 1, 1]);
    expect(points.features[0].geometry.coordinates).toEqual([1.52125, 42.50694]);
  });

  it("draws an area only for approximate groups, as wide as the precision says", () => {
    const areas = groupAreas([...groups, ...groupHomes([home("p", 42.55, 1.6, "parish")])]);
    expect(areas.features).toHaveLength(2);
    const width = (i: number) => {
      const lats = areas.features[i].geometry.coordinates[0].map((c) => c[1]);
      return (Math.max(...lats) - Math.min(...lats)) * 111_320;
    };
    expect(width(0)).toBeCloseTo(1400, -1); // town: 700 m radius
    expect(width(1)).toBeCloseTo(6000, -1); // parish: 3 km radius
  });
});
