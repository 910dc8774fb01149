// Issue 23: the results map is a real map with no internet — streets, rivers and names
// come as vector tiles from the app itself (/tiles) — and its markers cluster: a cluster
// shows how many homes it holds and zooms in on a click; homes sharing one spot (town
// centres) open as a list, so every one of them can be reached.
import { VectorTile } from "@mapbox/vector-tile";
import { expect, test, type Locator, type Page, type Response } from "./test";
import { PbfReader } from "pbf";

const TILE = /\/tiles\/\d+\/\d+\/\d+\.pbf$/;

/** The marker of a kind holding the most homes whose centre is inside the map (markers of
 *  loaded tiles just off the edge exist too, clipped by the map). The biggest, so zooming
 *  in through clusters heads for the town centre's group, not a corner of two homes.
 *  Null when there is none. */
async function markerInView(map: Locator, kind: "cluster" | "group") {
  const markers = map.locator(`[data-kind=${kind}]`);
  const index = await map.evaluate((el, selector) => {
    const box = el.getBoundingClientRect();
    let best = -1;
    let most = 0;
    [...el.querySelectorAll<HTMLElement>(selector)].forEach((m, i) => {
      const r = m.getBoundingClientRect();
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      const count = Number(m.dataset.count);
      const inside = x > box.left && x < box.right && y > box.top && y < box.bottom;
      if (inside && count > most) [best, most] = [i, count];
    });
    return best;
  }, `[data-kind=${kind}]`);
  return index < 0 ? null : markers.nth(index);
}

async function openMap(page: Page, path: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  const map = page.getByTestId("results-map");
  await expect(map.locator("canvas")).toBeVisible();
  await expect(map).toHaveAttribute("data-zoom", /\d/);
  return map;
}

type TileRead = { layers: string[]; roadNames: string[]; placeNames: string[] };

/** One tile response checked (served by the app, gzipped and small) and read. */
async function readTile(response: Response, baseURL: string | undefined): Promise<TileRead> {
  expect(response.url().startsWith(`${baseURL}/tiles/`), response.url()).toBe(true);
  expect([200, 204]).toContain(response.status());
  const read: TileRead = { layers: [], roadNames: [], placeNames: [] };
  if (response.status() !== 200) return read;
  // npm start sends the tiles gzipped as stored (scripts/start/tiles.ts), each small.
  const headers = await response.allHeaders();
  expect(headers["content-encoding"]).toBe("gzip");
  expect(Number(headers["content-length"])).toBeLessThan(64 * 1024);
  const tile = new VectorTile(new PbfReader(new Uint8Array(await response.body())));
  for (const [name, layer] of Object.entries(tile.layers)) {
    read.layers.push(name);
    for (let i = 0; i < layer.length; i++) {
      const props = layer.feature(i).properties;
      if (name === "roads" && props.name) read.roadNames.push(String(props.name));
      if (name === "places" && props.name) read.placeNames.push(String(props.name));
    }
  }
  return read;
}

test("the map's tiles come from the app and carry streets, water and place names", async ({ page, baseURL }) => {
  const tiles: Response[] = [];
  page.on("response", (r) => TILE.test(new URL(r.url()).pathname) && tiles.push(r));
  // A small area: the map fits it at a street-level zoom, whose tiles carry every layer.
  await openMap(page, "/search?parish=andorra_la_vella&bbox=1.515,42.500,1.535,42.515");
  // The map may draw a wider view (whose tiles lack the land use) before it fits the area:
  // every tile that arrives is read until the street-level ones are among them.
  const reads = new Map<Response, Promise<TileRead>>();
  const readAll = async () => {
    for (const t of tiles) if (!reads.has(t)) reads.set(t, readTile(t, baseURL));
    const all = await Promise.all(reads.values());
    return {
      layers: new Set(all.flatMap((r) => r.layers)),
      roadNames: new Set(all.flatMap((r) => r.roadNames)),
      placeNames: new Set(all.flatMap((r) => r.placeNames)),
    };
  };
  await expect
    .poll(async () => [...(await readAll()).layers], { timeout: 20_000 })
    .toEqual(expect.arrayContaining(["roads", "water", "landuse", "places"]));
  const { roadNames, placeNames } = await readAll();
  expect(roadNames.size).toBeGreaterThan(0);
  expect([...placeNames]).toContain("Andorra la Vella");
  // The attribution names OpenStreetMap (ODbL).
  await expect(page.locator(".maplibregl-ctrl-attrib")).toContainText("OpenStreetMap");
});

test("a cluster shows its number of homes and zooms in when clicked", async ({ page }) => {
  const map = await openMap(page, "/search");
  await expect(map.locator("[data-kind=cluster]").first()).toBeAttached();
  const found = await markerInView(map, "cluster");
  expect(found, "a cluster inside the map").not.toBeNull();
  const cluster = found!;
  const count = Number(await cluster.getAttribute("data-count"));
  expect(count).toBeGreaterThanOrEqual(2);
  await expect(cluster).toHaveText(String(count));
  const before = Number(await map.getAttribute("data-zoom"));
  await cluster.click();
  await expect.poll(async () => Number(await map.getAttribute("data-zoom"))).toBeGreaterThan(before);
});

test("homes sharing one spot open as a list, each with its own link", async ({ page }) => {
  // Adverts that name only the town are placed at its point (Andorra la Vella's OSM place
  // node, 42.50694, 1.52125): dozens of demo homes share it. The map fits this small box.
  const map = await openMap(page, "/search?parish=andorra_la_vella&bbox=1.5185,42.5049,1.524,42.509");
  await expect(map.locator(".maplibregl-marker").first()).toBeAttached();
  // A new zoom's squares redraw the markers (and close an open list): wait for them each time.
  await page.waitForLoadState("networkidle");
  // Zoom in through the clusters until the group stands on its own.
  let group = await markerInView(map, "group");
  for (let i = 0; i < 4 && !group; i++) {
    const before = await map.getAttribute("data-zoom");
    const cluster = await markerInView(map, "cluster");
    expect(cluster, "a cluster to open when no group is in view").not.toBeNull();
    await cluster!.click();
    await expect(map).not.toHaveAttribute("data-zoom", before!);
    await page.waitForLoadState("networkidle");
    group = await markerInView(map, "group");
  }
  expect(group, "a group of homes at one spot").not.toBeNull();
  group = group!;
  const count = Number(await group.getAttribute("data-count"));
  expect(count).toBeGreaterThanOrEqual(2);
  await group.click();
  const links = page.getByTestId("map-home-list").getByRole("link");
  await expect(links).toHaveCount(count);
  // The whole list lies inside the map, so every home in it can be reached.
  const popup = (await map.locator(".maplibregl-popup").boundingBox())!;
  const frame = (await map.boundingBox())!;
  expect(popup.y).toBeGreaterThanOrEqual(frame.y - 1);
  expect(popup.y + popup.height).toBeLessThanOrEqual(frame.y + frame.height + 1);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(new Set(hrefs).size).toBe(count);
  await links.last().click();
  await expect(page).toHaveURL(new RegExp(`${hrefs[count - 1]}$`));
});

test("no marker opens under the 'search this area' button", async ({ page }) => {
  const map = await openMap(page, "/search");
  await expect(map.locator(".maplibregl-marker").first()).toBeAttached();
  await page.waitForTimeout(300); // the markers of the fitted view
  const button = (await map.getByRole("button", { name: "Cerca en aquesta zona" }).boundingBox())!;
  const covered = await map.locator(".maplibregl-marker").evaluateAll(
    (markers, b) =>
      markers
        .map((m) => m.getBoundingClientRect())
        .filter((r) => r.left < b.x + b.width && b.x < r.right && r.top < b.y + b.height && b.y < r.bottom)
        .map((r) => `${Math.round(r.left)},${Math.round(r.top)}`),
    button,
  );
  expect(covered).toEqual([]);
});
