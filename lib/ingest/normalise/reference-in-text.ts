// The agency's reference where a feed leaves <ref> empty and the advert's own text states it:
// "Ref. 26175", "Referència: GA-26175", "Réf : 26175", "Reference no. 26175". Agencies write
// it into the text they send every portal, so on a portal that exports no reference field
// it is still the strongest sign of one home (agency + reference), and integrators get it.
// Strict on purpose: only an explicit label followed by one code with a digit in it, and
// nothing when the text names two different codes (which one is the agency's?).

// The label in the languages of the feeds we read; "ref" alone only as a word of its own.
const LABEL = String.raw`(?:ref(?:er[eèé]ncia|erencia|erence|[eé]rence)?|r[eé]f(?:[eé]rence)?)`;
// After the label: ".", ":", "#", "nº", "no.", "n°" in any mix, then the code.
const REFERENCE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${LABEL}(?![\p{L}])\.?\s*(?:(?:n[º°o]\.?|#|:|\.)\s*)*([\p{L}\p{N}][\p{L}\p{N}/_.-]{0,38}[\p{L}\p{N}]|\p{N})`,
  "giu",
);
/** A land registry reference ("Referencia catastral") is not the agency's. */
const REGISTRY = /^(catastral|cadastral|cadastrale)$/i;

function codesIn(text: string): string[] {
  const codes: string[] = [];
  for (const m of text.matchAll(REFERENCE)) {
    const code = m[1];
    if (REGISTRY.test(code)) continue;
    if (!/\p{N}/u.test(code) || code.length < 2) continue;
    codes.push(code);
  }
  return codes;
}

/** The one reference the title or description states, or null (none, or two different ones). */
export function referenceInText(...texts: Array<string | null | undefined>): string | null {
  const codes = new Set<string>();
  for (const text of texts) if (text) for (const code of codesIn(text)) codes.add(code.toUpperCase());
  return codes.size === 1 ? [...codes][0] : null;
}
