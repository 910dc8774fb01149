// HTML's named character references that feeds carry in their text: "&eacute;", "&nbsp;",
// "&euro;". Exporters copy descriptions from web forms, so these arrive in CDATA (then the
// text has them literally) or bare in the XML (then the parser must know them). The table
// holds the ones of Western European text: the accented letters are built from their
// base letter and accent name ("eacute" = e + ´) rather than listed one by one.
const ACCENTS: Record<string, string> = {
  acute: "\u0301",
  grave: "\u0300",
  circ: "\u0302",
  uml: "\u0308",
  tilde: "\u0303",
  cedil: "\u0327",
  ring: "\u030a",
};

const SYMBOLS: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  euro: "€",
  pound: "£",
  deg: "°",
  sup2: "²",
  sup3: "³",
  ordm: "º",
  ordf: "ª",
  middot: "·",
  laquo: "«",
  raquo: "»",
  iexcl: "¡",
  iquest: "¿",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  bull: "•",
  copy: "©",
  reg: "®",
  trade: "™",
  szlig: "ß",
  aelig: "æ",
  AElig: "Æ",
  oelig: "œ",
  OElig: "Œ",
  oslash: "ø",
  Oslash: "Ø",
  times: "×",
  frac12: "½",
};

/** Named references → their text (without "&" and ";"), for the XML parser too. */
export const HTML_ENTITIES: Readonly<Record<string, string>> = (() => {
  const table: Record<string, string> = { ...SYMBOLS };
  for (const letter of "aeiouyncAEIOUYNC")
    for (const [name, mark] of Object.entries(ACCENTS)) {
      const char = (letter + mark).normalize("NFC");
      if (char.length === 1) table[letter + name] = char; // only letters that exist precomposed
    }
  return table;
})();

/** Text with its named and numeric character references decoded; unknown ones kept as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z][a-z0-9]{1,7});/gi, (ref, body: string) => {
    if (body[0] !== "#") return HTML_ENTITIES[body] ?? ref;
    const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ref;
  });
}
