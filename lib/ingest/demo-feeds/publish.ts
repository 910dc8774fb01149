// How a portal publishes a home in a given snapshot (1 = first, 2 = three weeks later):
// whether it carries it at all, and with which of the everyday differences between
// portals (dedup/README.md): wording, price rounding or drift, surface, location precision,
// missing reference or agency, photo subsets. Snapshot 2 drops, reprices and adds adverts.
import { rand, subset } from "./random";
import type { Home } from "./homes";
import { describe, featureWord, typeWord, type Portal } from "./portals";
import type { RawAdvert } from "../types";

const SOLD = 0.03; // homes gone from every portal by snapshot 2
const DROP = 0.06; // adverts withdrawn from one portal by snapshot 2
const ADD = 0.05; // homes a portal starts carrying in snapshot 2
const REPRICE = 0.12;

function carried(home: Home, source: string, carries: number, snapshot: 1 | 2): boolean {
  if (snapshot === 2 && rand(home.id, "sold") < SOLD) return false;
  const inFirst = rand(home.id, source, "carry") < carries;
  if (snapshot === 1) return inFirst;
  return inFirst ? rand(home.id, source, "drop") >= DROP : rand(home.id, source, "add") < ADD;
}

/** The price a source shows in a snapshot: repriced adverts drop 2–8 % in snapshot 2. */
function snapshotPrice(price: number | null, home: Home, source: string, snapshot: 1 | 2): number | null {
  if (price === null || snapshot === 1 || rand(home.id, source, "reprice") >= REPRICE) return price;
  return Math.round((price * (0.92 + 0.06 * rand(home.id, source, "cut"))) / 100) * 100;
}

/** The real pisos.ad advert itself, as its CSV row says (repriced in snapshot 2 when drawn). */
export function publishOriginal(home: Home, snapshot: 1 | 2): RawAdvert | null {
  if (!carried(home, "pisos-ad", 1, snapshot)) return null;
  const price = snapshotPrice(home.base.price, home, "pisos-ad", snapshot);
  return price === home.base.price ? home.raw : { ...home.raw, price: price === null ? "Consultar" : `${price} €` };
}

function portalPrice(home: Home, portal: Portal, snapshot: 1 | 2): number | null {
  const base = home.base.price;
  if (base === null) return null;
  const roll = rand(home.id, portal.id, "price");
  let price = base;
  if (roll < 0.05) return null; // "price on request"
  if (roll < 0.2) price = Math.round(base / 5000) * 5000;
  else if (roll < 0.5) price = Math.round((base * (0.97 + 0.06 * rand(home.id, portal.id, "drift"))) / 100) * 100;
  return snapshotPrice(price, home, portal.id, snapshot);
}

function location(home: Home, portal: Portal): { lat?: number | string; lng?: number | string } {
  const roll = rand(home.id, portal.id, "loc");
  if (home.point && roll < 0.35) return home.point;
  if (home.point && roll < 0.55) return { lat: home.point.lat.toFixed(3), lng: home.point.lng.toFixed(3) };
  if (roll < 0.85 && home.base.lat !== null) return { lat: home.base.lat, lng: home.base.lng! };
  return {};
}

/** A home's photo album: the pictures every portal picks its subset from (demo-photos.ts draws them). */
export function albumOf(home: Home): string[] {
  const count = 3 + Math.floor(rand(home.id, "photos") * 8);
  return Array.from({ length: count }, (_, i) => `IMG_${1000 + Math.floor(rand(home.id, "photo", i) * 9000)}`);
}

/** The id a portal gives the home's advert. */
function portalAdvertId(home: Home, portal: Portal): string {
  return `${portal.id.slice(0, 3).toUpperCase()}${home.id.slice(1)}`;
}

/** The album pictures a portal shows, each with the URL it publishes it under. */
export function portalPhotos(home: Home, portal: Portal): { name: string; url: string }[] {
  const externalId = portalAdvertId(home, portal);
  return subset(albumOf(home), 0.75, home.id, portal.id, "album").map((name, i) => ({
    name,
    url:
      portal.photoStyle === "camera"
        ? `https://${portal.host}/photos/${externalId}/${name}.jpg`
        : `https://img.${portal.host}/${Math.floor(rand(home.id, portal.id, "hash", i) * 2 ** 48)
            .toString(16)
            .padStart(12, "0")}.jpg`,
  }));
}

export function publishOnPortal(home: Home, portal: Portal, snapshot: 1 | 2, withPhotos: boolean): RawAdvert | null {
  if (!carried(home, portal.id, portal.carries, snapshot)) return null;
  const b = home.base;
  const externalId = portalAdvertId(home, portal);
  const surfaceShift =
    rand(home.id, portal.id, "surface") < 0.4 ? Math.round(rand(home.id, portal.id, "ds") * 4) - 2 : 0;
  const surface = b.surfaceM2 === null ? null : b.surfaceM2 + surfaceShift;
  const rooms = b.rooms !== null && rand(home.id, portal.id, "rooms") < 0.07 ? b.rooms + 1 : b.rooms;
  const features = subset(b.features, 0.8, home.id, portal.id, "features").map((f) => featureWord(portal.lang, f));
  const town = b.town ?? "Andorra";
  const word = typeWord(portal.lang, b.type);
  return {
    externalId,
    url: `https://${portal.host}/${portal.lang === "en" ? "property" : "anunci"}/${externalId}`,
    agency: rand(home.id, portal.id, "agency") < 0.75 ? (b.agency ?? undefined) : undefined,
    reference: rand(home.id, portal.id, "ref") < 0.5 ? b.externalId : undefined,
    typeText: word,
    operationText: b.operation === "sale" ? "sale" : "month",
    price: portalPrice(home, portal, snapshot) ?? undefined,
    currency: "EUR",
    surfaceM2: surface ?? undefined,
    rooms: rooms ?? undefined,
    bathrooms: rand(home.id, portal.id, "baths") < 0.7 ? (b.bathrooms ?? undefined) : undefined,
    features,
    imageUrls: withPhotos ? portalPhotos(home, portal).map((p) => p.url) : [],
    town,
    country: "Andorra",
    description: describe(portal.lang, { typeWord: word, town, rooms, surface, features }),
    ...location(home, portal),
  };
}
