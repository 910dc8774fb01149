// The most Llar stores of each text a feed gives (docs/decisions.md#bounded-input lists them; the
// OpenAPI document states them as maxLength/maxItems). A feed once sent a 5 MB
// description, stored whole and served in a 10 MB API response: every field is bounded,
// text is cut at a word boundary, and each cut is counted in the run report.
export const LIMITS = {
  /** Characters; the advert's own title or the one made from its description. */
  title: 200,
  /** Characters of the description (the feed's first language; Llar keeps one). */
  description: 10_000,
  agency: 120,
  reference: 60,
  /** The feed's own type word, kept beside our type. */
  rawType: 80,
  /** Characters of one feature word or phrase, and features per advert. */
  feature: 60,
  features: 60,
  /** Photos per advert, and characters of one photo URL (a longer one is dropped: a cut URL is no URL). */
  images: 100,
  imageUrl: 1024,
  /** An advert URL or id longer than this rejects the advert (url_too_long, id_too_long). */
  url: 2048,
  externalId: 200,
} as const;

export type TruncatedField = "title" | "description" | "agency" | "reference" | "raw_type" | "features" | "image_urls";

const ELLIPSIS = "…";

/**
 * `text` in at most `max` characters: whole when it fits, else cut at the last word
 * boundary within the limit (a single over-long word is cut where it must) and ended
 * with "…". Never splits a surrogate pair.
 */
export function truncateWords(text: string, max: number): string {
  if (text.length <= max) return text;
  let head = text.slice(0, max - ELLIPSIS.length);
  // A space just after the cut means the head already ends on a word.
  const nextIsBoundary = /\s/.test(text.charAt(head.length));
  if (!nextIsBoundary) {
    const space = head.search(/\s\S*$/);
    if (space > max / 2) head = head.slice(0, space);
  }
  if (/[\uD800-\uDBFF]$/.test(head)) head = head.slice(0, -1);
  return head.replace(/[\s,;:.\-–—]+$/, "") + ELLIPSIS;
}

/** Cuts text to its limit and records which fields were cut, for the run report. */
export class Cuts {
  readonly fields: TruncatedField[] = [];

  text(field: TruncatedField, value: string | null, max: number): string | null {
    if (value === null || value.length <= max) return value;
    this.fields.push(field);
    return truncateWords(value, max);
  }
}
