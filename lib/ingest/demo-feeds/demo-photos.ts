// Pictures for the demo (`npm start`): the demo portals' photo links are on hosts that never
// answer, so instead of fetching them the demo draws a few synthetic photos per home (a
// façade or a room, colours and layout seeded by the home and the picture) straight into
// the photo store with their `photo` rows, as the photo stage would have left them. One
// home's picture has the same copy and hash on every portal that shows it, as real photos do.
import sharp from "sharp";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { dhash } from "@/lib/photos/dhash";
import { COPY_WIDTHS, copyKey, photoBaseKey } from "@/lib/photos/photo-keys";
import { writeOutcomes, type PhotoOutcome } from "@/lib/photos/photo-rows";
import type { PhotoStore } from "@/lib/photos/store-contract";
import type { Home } from "./homes";
import { DEMO_PORTALS } from "./portals";
import { albumOf, portalPhotos } from "./publish";
import { rand } from "./random";
import { DrawnPictures, type Drawn } from "./drawn-pictures";

/** Pictures drawn per home: the cards show the first, the gallery a few. */
const PICTURES_PER_HOME = 2;
const W = 480;
const H = 360;
/** The scenes are drawn on a 560 × 420 canvas, scaled to W × H. */
const VW = 560;
const VH = 420;

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h)},${Math.round(s)}%,${Math.round(l)}%)`;

/** An SVG scene: the first picture of a home is its façade, the others rooms. */
function scene(homeId: string, name: string, index: number): string {
  const r = (k: string) => rand(homeId, name, k);
  if (index === 0) {
    const wall = hsl(20 + r("wall") * 40, 25 + r("ws") * 30, 55 + r("wl") * 25);
    const roof = hsl(r("roof") * 30, 40, 25 + r("rl") * 15);
    const floors = 2 + Math.floor(r("floors") * 3);
    const windows = Array.from({ length: floors * 3 }, (_, i) => {
      const x = 150 + (i % 3) * 90;
      const y = 400 - 50 - Math.floor(i / 3) * 70;
      return `<rect x="${x}" y="${y - 40}" width="40" height="45" fill="${hsl(205, 30, 30 + r(`w${i}`) * 30)}" stroke="#fff" stroke-width="3"/>`;
    }).join("");
    const top = 400 - floors * 70 - 20;
    return `<defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="${hsl(205, 60, 55 + r("sky") * 20)}"/><stop offset="1" stop-color="#eef"/></linearGradient></defs>
      <rect width="${VW}" height="${VH}" fill="url(#s)"/>
      <path d="M0 ${260 + r("m1") * 40} L${120 + r("m2") * 100} ${120 + r("m3") * 60} L${300 + r("m4") * 100} ${230 + r("m5") * 40} L${420 + r("m6") * 60} ${100 + r("m7") * 60} L${VW} ${240} V${VH} H0Z" fill="${hsl(120, 20, 35 + r("g") * 15)}"/>
      <rect x="120" y="${top}" width="320" height="${400 - top}" fill="${wall}"/>
      <path d="M100 ${top} L280 ${top - 60 - r("pitch") * 30} L460 ${top}Z" fill="${roof}"/>${windows}
      <rect y="400" width="${VW}" height="20" fill="#777"/>`;
  }
  const wall = hsl(r("wall") * 360, 10 + r("ws") * 30, 70 + r("wl") * 20);
  const floor = hsl(25 + r("floor") * 20, 30 + r("fs") * 30, 30 + r("fl") * 30);
  const win = 60 + r("win") * 260;
  const sofa = hsl(r("sofa") * 360, 30, 30 + r("sl") * 30);
  return `<rect width="${VW}" height="${VH}" fill="${wall}"/>
    <path d="M0 300 L${VW} 300 L${VW} ${VH} L0 ${VH}Z" fill="${floor}"/>
    <rect x="${win}" y="70" width="${120 + r("ww") * 60}" height="150" fill="${hsl(200, 60, 75)}" stroke="#fff" stroke-width="8"/>
    <rect x="${40 + r("sx") * 260}" y="250" width="${160 + r("sw") * 60}" height="70" rx="12" fill="${sofa}"/>
    <rect x="${r("tx") * 400}" y="330" width="90" height="40" fill="${hsl(30, 30, 20 + r("tl") * 20)}"/>`;
}

/** One picture: drawn, or read from an earlier seed's drawings (drawn-pictures.ts). */
function draw(drawn: DrawnPictures, homeId: string, name: string, index: number): Promise<Drawn> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${VW} ${VH}">${scene(homeId, name, index)}</svg>`;
  return drawn.get(svg, async () => {
    const body = await sharp(Buffer.from(svg)).webp({ quality: 75, effort: 0 }).toBuffer();
    return { body, hash: await dhash(body) };
  });
}

/** Draws the homes' pictures into the store and records a `photo` row for every portal URL of them. */
export async function storeDemoPhotos(prisma: PrismaClient, homes: Home[], store: PhotoStore): Promise<number> {
  const now = new Date();
  const drawnBefore = await DrawnPictures.open();
  let pictures = 0;
  const outcomes: PhotoOutcome[] = [];
  const one = async (home: Home) => {
    const urls = new Map<string, string[]>();
    // Each portal's first picture is drawn (every advert has its cover, even one the matcher
    // leaves alone), then the album's first ones until PICTURES_PER_HOME are.
    const covers = new Set<string>();
    for (const portal of DEMO_PORTALS) {
      const shown = portalPhotos(home, portal);
      if (shown.length) covers.add(shown[0].name);
      for (const { name, url } of shown) urls.set(name, [...(urls.get(name) ?? []), url]);
    }
    const album = [...new Set(albumOf(home))].filter((name) => urls.has(name));
    const drawn = album.filter((name) => covers.has(name));
    for (const name of album) if (drawn.length < PICTURES_PER_HOME && !drawn.includes(name)) drawn.push(name);
    for (const [index, name] of drawn.entries()) {
      const { body, hash } = await draw(drawnBefore, home.id, name, index);
      pictures++;
      for (const url of urls.get(name)!) {
        const base = photoBaseKey(url);
        // Narrower than both copy widths: one encoding serves as both (never upscaled).
        for (const width of COPY_WIDTHS) await store.put(copyKey(base, width), body, "image/webp");
        outcomes.push({
          url,
          status: "ok",
          hash,
          bytes: body.length,
          width: W,
          height: H,
          storeKey: base,
          error: null,
        });
      }
    }
  };
  // Two at a time: sharp works off the main thread, so both cores draw.
  for (let at = 0; at < homes.length; at += 2) await Promise.all(homes.slice(at, at + 2).map(one));
  for (let at = 0; at < outcomes.length; at += 500) await writeOutcomes(prisma, outcomes.slice(at, at + 500), now);
  return pictures;
}
