// Writes raw adverts as a Kyero v3 XML feed, streamed to a file, so that generated feeds
// (benchmark, demo) go through the same connector as real ones.
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import type { RawAdvert } from "../types";

const esc = (v: unknown) =>
  String(v).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const el = (name: string, v: unknown) =>
  v === undefined || v === null || v === "" ? "" : `<${name}>${esc(v)}</${name}>`;

function kyeroProperty(a: RawAdvert, lang: string): string {
  return [
    "<property>",
    el("id", a.externalId),
    el("date", a.publishedAt),
    el("ref", a.reference),
    el("price", a.price),
    el("currency", a.currency),
    el("price_freq", a.operationText),
    el("type", a.typeText),
    el("town", a.town),
    el("province", a.province ?? "Andorra"),
    el("country", a.country ?? "Andorra"),
    `<location>${el("latitude", a.lat)}${el("longitude", a.lng)}</location>`,
    el("beds", a.rooms),
    el("baths", a.bathrooms),
    `<surface_area>${el("built", a.surfaceM2)}${el("plot", a.plotM2)}</surface_area>`,
    `<url>${el(lang, a.url)}</url>`,
    a.description ? `<desc>${el(lang, a.description)}</desc>` : "",
    el("agency", a.agency),
    `<features>${(a.features ?? []).map((f) => el("feature", f)).join("")}</features>`,
    `<images>${(a.imageUrls ?? []).map((u, i) => `<image id="${i + 1}">${el("url", u)}</image>`).join("")}</images>`,
    "</property>\n",
  ].join("");
}

/** Streams the adverts to `file` as one Kyero feed; returns how many were written. */
export async function writeKyeroFeed(file: string, adverts: Iterable<RawAdvert>, lang: string): Promise<number> {
  const out = createWriteStream(file);
  let n = 0;
  const write = async (s: string) => {
    if (!out.write(s)) await once(out, "drain");
  };
  await write('<?xml version="1.0" encoding="UTF-8"?>\n<root>\n<kyero><feed_version>3</feed_version></kyero>\n');
  for (const a of adverts) {
    await write(kyeroProperty(a, lang));
    n++;
  }
  await write("</root>\n");
  out.end();
  await once(out, "finish");
  return n;
}
