// What a cover or gallery tries to show, in order (docs/decisions.md#photos): the
// property's photos, then its location picture, which the app draws itself and so always
// loads. A photo that fails (host down, 404, not an image) moves on to the next entry.
// Pure functions, shared by the server (which builds the chain) and the browser (which
// walks it as images fail).
import { PHOTO_HOSTS } from "./photo-hosts";

export type PictureSource = { kind: "photo"; src: string; optimise: boolean } | { kind: "location"; src: string };

function globToRegExp(glob: string, hostname: boolean): RegExp {
  const sep = hostname ? "\\." : "/";
  const body = glob
    .split(/(\*\*|\*)/)
    .map((part) => (part === "**" ? ".+" : part === "*" ? `[^${sep}]+` : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${body}$`, "i");
}

const PATTERNS = PHOTO_HOSTS.map((h) => ({
  protocol: `${h.protocol}:`,
  host: globToRegExp(h.hostname, true),
  path: globToRegExp(h.pathname, false),
  optimise: h.optimise,
}));

function hostEntry(url: string): (typeof PATTERNS)[number] | undefined {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return undefined;
  }
  return PATTERNS.find((p) => u.protocol === p.protocol && p.host.test(u.hostname) && p.path.test(u.pathname));
}

/** Whether the URL is on a host the sources publish photos on (the only ones the server fetches). */
export function isKnownPhotoHost(url: string): boolean {
  return hostEntry(url) !== undefined;
}

/** Whether next/image may optimise this URL (next.config.js allows exactly these). */
export function isOptimisedPhoto(url: string): boolean {
  return hostEntry(url)?.optimise === true;
}

function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}

function locationPicturePath(propertyId: string): string {
  return `/properties/${propertyId}/location.svg`;
}

/** The chain of one property: up to `max` distinct web photos, then its location picture. */
export function pictureChain(propertyId: string, photos: readonly string[], max = Infinity): PictureSource[] {
  const seen = new Set<string>();
  const chain: PictureSource[] = [];
  for (const src of photos) {
    if (chain.length >= max) break;
    if (seen.has(src) || !isWebUrl(src)) continue;
    seen.add(src);
    chain.push({ kind: "photo", src, optimise: isOptimisedPhoto(src) });
  }
  chain.push({ kind: "location", src: locationPicturePath(propertyId) });
  return chain;
}

/** The photos of a chain still worth showing once `failed` (indexes into the chain) failed. */
export function workingPhotos(chain: readonly PictureSource[], failed: ReadonlySet<number>): number[] {
  return chain.flatMap((s, i) => (s.kind === "photo" && !failed.has(i) ? [i] : []));
}

/** The entry to show after entry `index` failed: the next one; the location picture is last. */
export function nextAfterFailure(chain: readonly PictureSource[], index: number): number {
  return Math.min(index + 1, chain.length - 1);
}
