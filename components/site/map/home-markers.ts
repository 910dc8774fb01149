// Draws the result groups (components/site/map/home-groups.ts) on the map: a clustered
// GeoJSON source whose clusters and points become HTML markers — links and buttons, so
// the keyboard reaches every home — and shaded areas for approximate locations. A cluster
// shows how many homes it holds and zooms in when clicked; a group of homes at one point
// opens a list, since zooming in would never pull them apart.
import * as maplibregl from "maplibre-gl";
import type { GeoJSONSource, Map as MapLibreMap } from "maplibre-gl";
import { groupAreas, groupPoints, type HomeGroup } from "./home-groups";
import { homeList, listHeightFor, type MarkerLabels } from "./home-list";

const PILL = "rounded-full border border-white px-2 py-0.5 text-xs font-semibold no-underline shadow";
const BADGE =
  "flex h-9 min-w-9 items-center justify-center border-2 border-white bg-brand-900 px-2 text-sm font-bold text-white shadow-md";
// A cluster is round (it splits as you zoom); a group at one spot is square (it opens a list).
const SHAPE: Record<string, string> = { cluster: "rounded-full", group: "rounded-md" };

/** The group list open on each map. It outlives a redraw of the markers (a new answer of
 *  /search/map after any move), so a list opened just before the answer lands stays open;
 *  opening another replaces it, and removing the map removes it. */
const openLists = new WeakMap<MapLibreMap, maplibregl.Popup>();

function addLayers(map: MapLibreMap) {
  map.addSource("homes", {
    type: "geojson",
    data: { type: "FeatureCollection", features: [] },
    cluster: true,
    clusterRadius: 44,
    clusterMaxZoom: 16,
    clusterProperties: { homes: ["+", ["get", "homes"]] },
  });
  map.addSource("home-areas", { type: "geojson", data: { type: "FeatureCollection", features: [] } });
  map.addLayer({
    id: "home-areas-fill",
    type: "fill",
    source: "home-areas",
    paint: { "fill-color": "#1f6b52", "fill-opacity": 0.14 },
  });
  map.addLayer({
    id: "home-areas-line",
    type: "line",
    source: "home-areas",
    paint: { "line-color": "#18563f", "line-width": 1.5, "line-dasharray": [2, 1.5] },
  });
  // Invisible: makes MapLibre load the clustered source, which the HTML markers are read from.
  map.addLayer({
    id: "homes-anchor",
    type: "circle",
    source: "homes",
    paint: { "circle-opacity": 0, "circle-radius": 1 },
  });
}

export function showHomes(map: MapLibreMap, groups: HomeGroup[], labels: MarkerLabels, open: (href: string) => void) {
  if (!map.getSource("homes")) addLayers(map);
  const source = map.getSource("homes") as GeoJSONSource;
  source.setData(groupPoints(groups));
  (map.getSource("home-areas") as GeoJSONSource).setData(groupAreas(groups));
  const byKey = new Map(groups.map((g) => [g.key, g]));
  const shown = new Map<string, maplibregl.Marker>();

  const link = (href: string, text: string, aria: string, className: string) => {
    const a = document.createElement("a");
    Object.assign(a, { href, textContent: text, className });
    a.setAttribute("aria-label", aria);
    a.addEventListener("click", (e) => {
      e.preventDefault();
      open(href);
    });
    return a;
  };
  const button = (text: string, aria: string, kind: string, count: number, onClick: () => void) => {
    const b = document.createElement("button");
    Object.assign(b, { type: "button", textContent: text, className: `${BADGE} ${SHAPE[kind]}` });
    b.setAttribute("aria-label", aria);
    b.dataset.kind = kind;
    b.dataset.count = String(count);
    // Markers sit inside the map's canvas container: a click left to bubble reaches the
    // map, whose click closes popups, so the list a group just opened would close at once.
    b.addEventListener("click", (e) => {
      e.stopPropagation();
      onClick();
    });
    return b;
  };

  function groupElement(g: HomeGroup): HTMLElement {
    // A square of the server's grid: like a cluster, it holds homes to zoom in on.
    if (g.count !== undefined) {
      const aria = labels.cluster.replace("{count}", String(g.count));
      return button(String(g.count), aria, "cluster", g.count, () =>
        map.easeTo({ center: [g.lng, g.lat], zoom: map.getZoom() + 2 }),
      );
    }
    const [first] = g.homes;
    if (g.homes.length === 1) {
      const colours = g.approximate ? "border-dashed bg-white text-brand-900" : "bg-brand-700 text-white";
      const aria = `${first.title}, ${first.label}${g.approximate ? `, ${labels.approximate}` : ""}`;
      const a = link(
        `/properties/${first.id}`,
        `${g.approximate ? "≈ " : ""}${first.label}`,
        aria,
        `${PILL} ${colours}`,
      );
      a.dataset.kind = "home";
      a.dataset.count = "1";
      return a;
    }
    const n = g.homes.length;
    const aria = (g.approximate ? labels.approximateGroup : labels.group).replace("{count}", String(n));
    return button(g.approximate ? `≈ ${n}` : `${n}`, aria, "group", n, () => {
      openLists.get(map)?.remove();
      const title = g.approximate ? labels.approximateList : labels.list;
      const height = listHeightFor(map.project([g.lng, g.lat]).y, map.getContainer().clientHeight);
      const popup = new maplibregl.Popup({ maxWidth: "18rem", offset: 18 })
        .setLngLat([g.lng, g.lat])
        .setDOMContent(homeList(title, g.homes, open, height))
        .addTo(map);
      openLists.set(map, popup);
    });
  }

  function clusterElement(id: number, count: number, at: [number, number]): HTMLElement {
    const aria = labels.cluster.replace("{count}", String(count));
    return button(String(count), aria, "cluster", count, async () => {
      const zoom = await source.getClusterExpansionZoom(id);
      map.easeTo({ center: at, zoom: Math.max(zoom, map.getZoom() + 1) });
    });
  }

  function sync() {
    const wanted = new Map<string, () => maplibregl.Marker>();
    for (const f of map.querySourceFeatures("homes")) {
      const p = f.properties ?? {};
      const at = (f.geometry as GeoJSON.Point).coordinates as [number, number];
      if (p.cluster) {
        const key = `cluster:${p.cluster_id}`;
        wanted.set(key, () =>
          new maplibregl.Marker({ element: clusterElement(p.cluster_id, p.homes, at) }).setLngLat(at),
        );
      } else {
        const g = byKey.get(String(p.key));
        if (g) wanted.set(g.key, () => new maplibregl.Marker({ element: groupElement(g) }).setLngLat([g.lng, g.lat]));
      }
    }
    for (const [key, marker] of shown) {
      if (!wanted.has(key)) {
        marker.remove();
        shown.delete(key);
      }
    }
    for (const [key, make] of wanted) if (!shown.has(key)) shown.set(key, make().addTo(map));
  }

  const onData = (e: maplibregl.MapSourceDataEvent) => {
    if (e.sourceId === "homes" && e.isSourceLoaded) sync();
  };
  map.on("sourcedata", onData);
  map.on("moveend", sync);
  sync();
  return () => {
    map.off("sourcedata", onData);
    map.off("moveend", sync);
    shown.forEach((m) => m.remove());
  };
}
