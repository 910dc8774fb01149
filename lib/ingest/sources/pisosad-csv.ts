// The pisos.ad CSV export (Zenodo 10.5281/zenodo.10112197): `;`-separated, UTF-8 with a
// BOM, Catalan strings. The property type and bathrooms live only in the URL slug
// ("/venda/pis-3-habitacions-2-banys-ordino-parking/19186").
import { createInterface } from "node:readline";
import { FeedError, type RawAdvert } from "../types";
import type { Connector } from "./connector";
import { openInput } from "./open-input";

const COLUMNS = ["Price", "Area", "Bedrooms", "Parking", "Features", "Agency", "Id", "Type", "Zone", "URL", "Timestamp"];
const SITE = "https://www.pisos.ad";

/** "pis-3-habitacions-2-banys-el-serrat-parking" → type words, bathrooms, place words. */
export function parseSlug(slug: string): { typeText: string; bathrooms?: number; placeText: string } {
  const words = slug.split("-");
  const firstCount = words.findIndex((w) => /^\d+$/.test(w));
  const bathIdx = words.findIndex((w, i) => /^bany?s?$/.test(w) && /^\d+$/.test(words[i - 1] ?? ""));
  const typeWords = firstCount === -1 ? words : words.slice(0, firstCount);
  const rest = bathIdx >= 0 ? words.slice(bathIdx + 1) : firstCount === -1 ? words : words.slice(firstCount);
  return {
    typeText: typeWords.join(" "),
    bathrooms: bathIdx >= 0 ? Number(words[bathIdx - 1]) : undefined,
    placeText: rest.filter((w) => !/^\d+$/.test(w)).join(" "),
  };
}

function toAdvert(cells: Record<string, string>): RawAdvert {
  const path = cells.URL;
  const slug = path.split("/").filter(Boolean)[1] ?? "";
  const { typeText, bathrooms, placeText } = parseSlug(slug);
  const features = cells.Features ? cells.Features.split(",").map((f) => f.trim()).filter(Boolean) : [];
  if (cells.Parking === "Inclòs") features.push("Parking");
  return {
    externalId: cells.Id,
    url: path ? SITE + path : undefined,
    agency: cells.Agency || undefined,
    operationText: cells.Type,
    typeText,
    price: cells.Price,
    surfaceM2: cells.Area,
    rooms: cells.Bedrooms,
    bathrooms,
    features,
    // The zone column is the parish; the slug's last words often name the village.
    province: cells.Zone.replace(/-/g, " "),
    placeText,
    publishedAt: cells.Timestamp || undefined,
  };
}

async function* readPisosCsv(input: string): AsyncIterable<RawAdvert> {
  const lines = createInterface({ input: await openInput(input), crlfDelay: Infinity });
  let header: string[] | null = null;
  let lineNo = 0;
  const next = lines[Symbol.asyncIterator]();
  for (;;) {
    // A failed read (a dropped download) is the transfer's fault, not the CSV's: say so, and where.
    let step: IteratorResult<string>;
    try {
      step = await next.next();
    } catch (err) {
      throw new FeedError(`cannot read ${input}: ${(err as Error).message.split("\n")[0]}`, { cause: err });
    }
    if (step.done) break;
    const rawLine = step.value;
    lineNo++;
    const line = lineNo === 1 ? rawLine.replace(/^\uFEFF/, "") : rawLine;
    if (!line.trim()) continue;
    const cells = line.split(";");
    if (!header) {
      if (!COLUMNS.every((c) => cells.includes(c))) {
        throw new FeedError(`not a pisos.ad CSV export: ${input}: header lacks ${COLUMNS.filter((c) => !cells.includes(c)).join(", ")}`);
      }
      header = cells;
      continue;
    }
    if (cells.length !== header.length) {
      throw new FeedError(`malformed CSV in ${input} at line ${lineNo}: ${cells.length} fields, expected ${header.length}`);
    }
    yield toAdvert(Object.fromEntries(header.map((h, i) => [h, cells[i].trim()])));
  }
  if (!header) throw new FeedError(`empty feed: ${input}`);
}

export const pisosadCsvConnector: Connector = {
  id: "pisosad-csv",
  description: "pisos.ad CSV export (;-separated, Catalan)",
  read: readPisosCsv,
};
