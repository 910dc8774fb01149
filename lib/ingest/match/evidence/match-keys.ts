// The keys adverts are compared and blocked on, folded from what people typed: photo file
// names, agencies' references and agency names. Two adverts agree on a key when their
// sources wrote the same thing in different ways ("REF-1234" and "1234").
import { foldWords } from "@/lib/geo";

// File names cameras and CMSs give to every album ("1.jpg", "photo-02", "image_3"): shared
// by unrelated homes, so they are no evidence.
const GENERIC_PHOTO =
  /^(img|image|photo|foto|pic|picture|dsc|p|main|thumb|large|small|medium|default|cover)?[-_ ]?\d{0,3}$/;

// What a CDN or a CMS appends to one file for its sizes and renditions: "IMG_1234-1024x768",
// "salo_800x600", "IMG_1234@2x", "terrassa-scaled", "IMG_1234_thumb". One photo, one key.
const SIZE_VARIANT =
  /(?:[-_@](?:\d{2,5}x\d{2,5}|[1-4]x|scaled|thumb|thumbnail|small|medium|large|big|full|orig|original|hd))+$/;

export function photoKey(url: string): string | null {
  const path = url.split(/[?#]/)[0];
  const base = decodeURIComponent(path.slice(path.lastIndexOf("/") + 1))
    .toLowerCase()
    .replace(/\.(jpe?g|png|webp|gif|avif)$/, "")
    .replace(SIZE_VARIANT, "");
  return base && !GENERIC_PHOTO.test(base) ? base : null;
}

// A code of a few letters before a number of four or more digits: a portal's or branch's
// prefix on the agency's reference ("AL-26175", "GAL26175" for "26175"). Shorter numbers
// keep their letters: "A-101" and "B-101" are two flats of two blocks.
const PREFIXED_NUMBER = /^[a-z]{1,4}(\d{4,})$/;

/** A number without the zeros a fixed-width export puts before it ("0" alone stays "0"). */
const withoutPadding = (digits: string) => digits.replace(/^0+(?=\d)/, "");

/** Agencies' references as typed by people: "REF-1234", "ref 1234", "AL-1234" and "1234" agree. */
export function referenceKey(ref: string | null): string | null {
  if (!ref) return null;
  const key = foldWords(ref)
    .filter((w) => w !== "ref" && w !== "referencia" && w !== "reference")
    .join("");
  const number = PREFIXED_NUMBER.exec(key)?.[1];
  if (number) return withoutPadding(number);
  // A number padded to a fixed width by one source's export ("0026175") is the same number.
  const plain = /^\d+$/.test(key) ? withoutPadding(key) : key;
  return plain.length >= 2 ? plain : null;
}

// Words that say "estate agent" in any language, or a company form: "Immobiliària Alfa",
// "Alfa Inmobiliaria S.L." and "ALFA Real Estate" are one agency.
const GENERIC_AGENCY_WORDS = new Set([
  "immobiliaria",
  "inmobiliaria",
  "immobiliere",
  "immobilier",
  "immo",
  "finques",
  "fincas",
  "real",
  "estate",
  "realty",
  "properties",
  "property",
  "agency",
  "agencia",
  "agence",
  "group",
  "grup",
  "grupo",
  "serveis",
  "servicios",
  "services",
  // The country: "Engel & Völkers Andorra" and "Engel & Völkers" are one agency.
  "andorra",
  "principat",
  "sl",
  "sa",
  "slu",
  "sarl",
  "sas",
  "ltd",
  "s",
  "l",
  "u",
  "de",
  "del",
  "la",
  "les",
  "el",
  "i",
  "y",
  "et",
  "and",
  "the",
]);

// What feeds write where a home has no agency: a private seller is no agency, and two of
// them are not one ("Particular" on two adverts would otherwise read as the same agency).
const NO_AGENCY = new Set([
  "particular",
  "particulier",
  "de particulier a particulier",
  "privat",
  "private",
  "private seller",
  "propietari",
  "propietario",
  "proprietaire",
  "owner",
  "direct owner",
  "sin agencia",
  "sense agencia",
  "sans agence",
  "no agency",
  "none",
  "n a",
]);

export function agencyKey(agency: string | null): string | null {
  if (!agency) return null;
  const words = foldWords(agency);
  if (NO_AGENCY.has(words.join(" "))) return null;
  const distinctive = words.filter((w) => !GENERIC_AGENCY_WORDS.has(w));
  const key = (distinctive.length ? distinctive : words).sort().join(" ");
  return key || null;
}

/**
 * One agency behind two keys: the same key, or one key's words all among the other's, one
 * of them a name (3+ characters): a branch or a town one source adds ("Galí Escaldes").
 * Words are agencyKey's, sorted; a lone number ("Immo 1" → "1") must match whole.
 */
export function sameAgency(x: string, y: string): boolean {
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  // Word by word without building strings: this runs for millions of pairs in a run.
  let named = false;
  for (let start = 0; start < short.length;) {
    let end = short.indexOf(" ", start);
    if (end === -1) end = short.length;
    if (end - start >= 3) named = true;
    if (!hasWord(long, short, start, end)) return false;
    start = end + 1;
  }
  return named;
}

/** Whether `text` (words separated by single spaces) has the word `source[start, end)`. */
function hasWord(text: string, source: string, start: number, end: number): boolean {
  const word = end - start;
  for (let at = 0; at + word <= text.length;) {
    if ((at === 0 || text[at - 1] === " ") && (at + word === text.length || text[at + word] === " ")) {
      let i = 0;
      while (i < word && text.charCodeAt(at + i) === source.charCodeAt(start + i)) i++;
      if (i === word) return true;
    }
    const next = text.indexOf(" ", at);
    if (next === -1) return false;
    at = next + 1;
  }
  return false;
}

const CAMERA_NAME = /^(img|dsc|dscn|dscf|dcim|pict|pic|p|photo|foto|gopr|dji)[-_ ]?\d{3,}([-_ ]\d+)?$/;

/** A camera's own file name ("IMG_1234"): a few thousand of them, so two homes share one by chance. */
export const isCameraName = (key: string) => CAMERA_NAME.test(key);
