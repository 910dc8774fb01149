// Numbers as feeds write them: "315.000 €", "1,250,000", "84 m2", "3 Habitacions",
// "Consultar" (price on request), "0 m2" (unknown).

/**
 * A decimal number from text with thousands separators in either convention. A group
 * separator is a '.' or ',' followed by exactly three digits; the last separator followed
 * by one or two digits is the decimal point.
 */
export function parseNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  // Spaces and the Swiss apostrophe ("250'000") group thousands too.
  const m = value
    .replace(/\s|\u00a0/g, "")
    .replace(/(\d)['’](?=\d{3})/g, "$1")
    .match(/\d[\d.,]*/);
  if (!m) return null;
  let digits = m[0].replace(/[.,]$/, "");
  const decimal = digits.match(/[.,](\d{1,2})$/);
  let fraction = "";
  if (decimal) {
    fraction = decimal[1];
    digits = digits.slice(0, -decimal[0].length);
  }
  const whole = digits.replace(/[.,](?=\d{3}(\D|$))/g, "");
  if (/[.,]/.test(whole)) {
    // "1.5" style decimal with one separator that is not a thousands group.
    const n = Number(whole.replace(",", "."));
    return Number.isFinite(n) ? n : null;
  }
  const n = Number(fraction ? `${whole}.${fraction}` : whole);
  return Number.isFinite(n) ? n : null;
}

// "350K", "1,5 M€", "1.2 millones": a multiplier right after the number, as a word of its
// own ("250.000 €/mes" is a month, not a million).
const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  mil: 1e3,
  m: 1e6,
  mn: 1e6,
  mio: 1e6,
  milio: 1e6,
  millon: 1e6,
  millones: 1e6,
  milions: 1e6,
  million: 1e6,
  millions: 1e6,
};
const MULTIPLIER = new RegExp(`^\\d[\\d.,]*\\s*(${Object.keys(MULTIPLIERS).join("|")})(?![a-z])`, "i");

/** Whole euros, or null for "on request" (no digits) and non-positive amounts ("-250.000" too). */
export function parsePrice(value: string | number | null | undefined): number | null {
  if (typeof value === "string" && /^[^\d]*-/.test(value)) return null;
  let n = parseNumber(value);
  if (n !== null && typeof value === "string") {
    const unit = value
      .replace(/^[^\d]*/, "")
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .match(MULTIPLIER)?.[1];
    if (unit) n *= MULTIPLIERS[unit.toLowerCase()];
  }
  return n !== null && n > 0 ? Math.round(n) : null;
}

const SQUARE_FEET = /\d\s*(sq\.?\s*ft|sqft|ft2|ft²|square\s+feet)/i;

/** Surface in m²; 0 means "unknown" in the feeds we read. Square feet are converted. */
export function parseSurface(value: string | number | null | undefined): number | null {
  let n = parseNumber(value);
  if (n !== null && typeof value === "string" && SQUARE_FEET.test(value)) n *= 0.09290304;
  return n !== null && n > 0 && n < 1_000_000 ? Math.round(n * 10) / 10 : null;
}

/** A small count (rooms, bathrooms); null when absent or implausible. */
export function parseCount(value: string | number | null | undefined): number | null {
  const n = parseNumber(value);
  return n !== null && n >= 0 && n < 100 ? Math.round(n) : null;
}
