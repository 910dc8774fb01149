// The pisos.ad CSV export (Zenodo 10.5281/zenodo.10112197): `;`-separated, UTF-8 with a
// BOM, Catalan strings. The property type and bathrooms live only in the URL slug
// ("/venda/pis-3-habitacions-2-banys-ordino-parking/19186"). Parsed by csv-parse (RFC 4180
// quoting: a quoted field may hold `;`, `"` doubled, or a line break).
import { parse } from "csv-parse";
import { FeedError, type RawAdvert } from "../types";
import type { Connector } from "./connector";
import { openInput } from "./open-input";

const COLUMNS = [
  "Price",
  "Area",
  "Bedrooms",
  "Parking",
  "Features",
  "Agency",
  "Id",
  "Type",
  "Zone",
  "URL",
  "Timestamp",
];
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
  const features = cells.Features
    ? cells.Features.split(",")
        .map((f) => f.trim())
        .filter(Boolean)
    : [];
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

function checkHeader(input: string, header: string[]): string[] {
  const missing = COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) throw new FeedError(`not a pisos.ad CSV export: ${input}: header lacks ${missing.join(", ")}`);
  return header;
}

async function* readPisosCsv(input: string): AsyncIterable<RawAdvert> {
  const stream = await openInput(input);
  let sawHeader = false;
  const columns = (header: string[]) => {
    sawHeader = true;
    return checkHeader(input, header);
  };
  const parser = parse({ delimiter: ";", bom: true, trim: true, skip_empty_lines: true, columns });
  // An error of the stream is the transfer's (a dropped download), not the CSV's: say so.
  let readFailed = false;
  stream.on("error", (err) => {
    readFailed = true;
    parser.destroy(err);
  });
  stream.pipe(parser);
  try {
    for await (const cells of parser as AsyncIterable<Record<string, string>>) yield toAdvert(cells);
  } catch (err) {
    if (err instanceof FeedError) throw err;
    const reason = (err as Error).message.split("\n")[0];
    if (readFailed) throw new FeedError(`cannot read ${input}: ${reason}`, { cause: err });
    throw new FeedError(`malformed CSV in ${input}: ${reason}`, { cause: err });
  } finally {
    stream.destroy();
  }
  if (!sawHeader) throw new FeedError(`empty feed: ${input}`);
}

export const pisosadCsvConnector: Connector = {
  id: "pisosad-csv",
  description: "pisos.ad CSV export (;-separated, Catalan)",
  read: readPisosCsv,
};
