// The bench's homes: each data set's adverts read and normalised as ingestion does, then
// consolidated to one home per labelled id (dedup sets), or per (parish, type, price,
// surface, rooms) for the pisos.ad file, whose ~290 cross-agency groups have no labels.
// One home = one row, so a home's duplicates never sit in its own comparables or
// across folds.
import path from "node:path";
import { readFeed } from "@/lib/ingest/read-feed";
import { emptyReport } from "@/lib/ingest/report";
import { connectorFor } from "@/lib/ingest/sources/registry";
import type { NormalisedAdvert } from "@/lib/ingest/types";
import { feedFiles, formatOf, readLabels } from "@/scripts/dev/eval/evaluate";
import { isValuable, type PricedHome, type ValuationOp } from "@/lib/valuation/home";

export type BenchHome = PricedHome & { op: ValuationOp };

async function readAdverts(file: string): Promise<NormalisedAdvert[]> {
  return readFeed(connectorFor(formatOf(file)).read(file), emptyReport(path.basename(file)));
}

function toHome(id: string, adverts: NormalisedAdvert[]): BenchHome | null {
  const priced = adverts.filter((a) => a.price != null && a.price > 0);
  const a = priced[0];
  if (!a || (a.operation !== "sale" && a.operation !== "rent")) return null;
  const prices = priced.map((p) => p.price!).sort((x, y) => x - y);
  const home: BenchHome = {
    id,
    op: a.operation,
    type: a.type,
    parish: a.parish,
    town: a.town,
    lat: adverts.find((x) => x.lat != null)?.lat ?? null,
    lng: adverts.find((x) => x.lng != null)?.lng ?? null,
    surfaceM2: a.surfaceM2 ?? 0,
    rooms: a.rooms,
    bathrooms: a.bathrooms,
    features: [...new Set(adverts.flatMap((x) => x.features))],
    // The lowest asking price, as the property record's price_min.
    price: prices[0],
  };
  return isValuable(home) ? home : null;
}

/** A labelled folder (labels.json beside snapshot1/) or a single feed file. */
export async function readHomes(input: string): Promise<BenchHome[]> {
  const groups = new Map<string, NormalisedAdvert[]>();
  const add = (key: string, a: NormalisedAdvert) => groups.set(key, [...(groups.get(key) ?? []), a]);
  if (formatOf(input)) {
    for (const a of await readAdverts(input))
      add(`${a.operation}|${a.parish}|${a.type}|${a.price}|${a.surfaceM2}|${a.rooms}`, a);
  } else {
    const labels = (await readLabels(path.join(input, "labels.json"))).labels;
    const dir = path.join(input, "snapshot1");
    for (const file of await feedFiles(dir))
      for (const a of await readAdverts(path.join(dir, file))) add(`${labels[a.url] ?? a.url}`, a);
  }
  const tag = path.basename(input);
  return [...groups].flatMap(([key, adverts]) => toHome(`${tag}:${key}`, adverts) ?? []);
}
