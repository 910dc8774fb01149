// Which image format a photo's bytes are, read from their first bytes before any decoder
// sees them. sharp (libvips) reads SVG, PDF, raw pixel dumps and more by content; a feed's
// "photo" must never reach one of those parsers, so only the formats a listing photo comes
// in are handed to sharp at all (process-photo.ts checks sharp's own verdict too).

export type PhotoFormat = "jpeg" | "png" | "webp" | "gif" | "tiff" | "heif";

/** ISO-BMFF brands of AVIF and HEIF stills (sharp reports both as "heif"). */
const HEIF_BRANDS = new Set(["avif", "avis", "heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);

const startsWith = (bytes: Buffer, magic: number[], at = 0) => magic.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString("latin1");

/** The format the magic bytes announce, or null for anything that is not a photo format. */
export function sniffPhotoFormat(bytes: Buffer): PhotoFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif";
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return "tiff";
  if (ascii(bytes, 4, 8) === "ftyp" && HEIF_BRANDS.has(ascii(bytes, 8, 12))) return "heif";
  return null;
}
