// The series of the property page's one price chart: one step line per source advert,
// named by its source (adverts of one source add their reference, else their agency, else
// their number among that source's, so no two share a name), each in
// its own colour and dash pattern so the lines stay apart without relying on colour.
// An active advert's last price is drawn up to `now` (it still holds); a removed
// advert's line ends when the advert was last seen.
import type { ListingEntry } from "@/lib/search/types";

type SeriesStyle = { color: string; dash: string };
export type PriceSeries = SeriesStyle & { id: string; name: string; points: { t: number; price: number }[] };

// Colours at least 4.5:1 against white; dashes tell them apart in grey-scale too.
const STYLES: SeriesStyle[] = [
  { color: "#1f6b52", dash: "" },
  { color: "#1d4ed8", dash: "6 3" },
  { color: "#b45309", dash: "2 3" },
  { color: "#7e22ce", dash: "8 3 2 3" },
  { color: "#be123c", dash: "4 4" },
  { color: "#374151", dash: "1 2" },
];

export function priceSeries(listings: ListingEntry[], now = Date.now()): PriceSeries[] {
  const perSource = new Map<string, number>();
  for (const l of listings) perSource.set(l.source.id, (perSource.get(l.source.id) ?? 0) + 1);
  const series: PriceSeries[] = [];
  const seenOfSource = new Map<string, number>();
  for (const l of listings) {
    const nth = (seenOfSource.get(l.source.id) ?? 0) + 1;
    seenOfSource.set(l.source.id, nth);
    const points = (l.price_history ?? [])
      .filter((h): h is { price: number; observed_at: string } => h.price !== null)
      .map((h) => ({ t: Date.parse(h.observed_at), price: h.price }));
    if (points.length === 0) continue;
    const end = l.status === "active" ? now : Date.parse(l.last_seen_at);
    if (end > points[points.length - 1].t) points.push({ t: end, price: points[points.length - 1].price });
    const shared = (perSource.get(l.source.id) ?? 0) > 1;
    const name = shared ? `${l.source.name} (${l.reference ?? l.agency ?? nth})` : l.source.name;
    series.push({ id: l.id, name, points, ...STYLES[series.length % STYLES.length] });
  }
  return series;
}

/** One row per distinct time, with each series' price in force then (`s0`, `s1`, …);
 *  absent before a series' first observation and after its end, so lines start and stop. */
export function chartRows(series: PriceSeries[]): Record<string, number>[] {
  const times = [...new Set(series.flatMap((s) => s.points.map((p) => p.t)))].sort((a, b) => a - b);
  return times.map((t) => {
    const row: Record<string, number> = { t };
    series.forEach((s, i) => {
      const last = s.points[s.points.length - 1];
      if (t < s.points[0].t || t > last.t) return;
      let price = s.points[0].price;
      for (const p of s.points) if (p.t <= t) price = p.price;
      row[`s${i}`] = price;
    });
    return row;
  });
}
