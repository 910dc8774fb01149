// What the two texts of a review pair state, side by side: the facts the matcher reads from
// descriptions (lib/ingest/normalise/stated-facts) that both texts state, each with both
// values and whether they agree, so an operator sees why "stated" counted for or against
// without reading two descriptions in two languages.
import { compareStatedFacts } from "@/lib/ingest/normalise/stated-facts/compare-facts";
import { readStatedFacts, type StatedFacts } from "@/lib/ingest/normalise/stated-facts/read-facts";
import { advertText } from "@/lib/ingest/match/record/to-match-record";

export type StatedFactRow = { fact: string; a: string; b: string; agree: boolean };

const LABELS: Record<keyof StatedFacts, string> = {
  street: "street",
  floor: "floor",
  lift: "lift",
  built: "built",
  bedrooms: "bedrooms",
  rooms: "rooms",
  bathrooms: "bathrooms",
  toilets: "toilets",
  separateWc: "separate WC",
  condition: "condition",
  space: "space no.",
  fee: "fees",
  facing: "facing",
  terrace: "terrace",
  storage: "storage",
};

function shown<K extends keyof StatedFacts>(key: K, facts: StatedFacts): string {
  const value = facts[key]!;
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (key === "street") {
    const street = value as NonNullable<StatedFacts["street"]>;
    return street.number === undefined ? street.name : `${street.name} ${street.number}`;
  }
  if (key === "built") {
    const built = value as NonNullable<StatedFacts["built"]>;
    return built.from === built.to ? String(built.from) : `${built.from}–${built.to}`;
  }
  if (key === "fee") return `${value} €/month`;
  if (key === "terrace" || key === "storage") return `${value} m²`;
  if (key === "facing") return String(value).toUpperCase();
  if (key === "bathrooms" && facts.toilets) return `${value} (+${facts.toilets} toilet${facts.toilets > 1 ? "s" : ""})`;
  if (key === "condition") return String(value).replace("_", " ");
  return String(value);
}

/** The facts both adverts' texts state, disagreements first. */
export function statedFactRows(
  a: { title: string | null; description: string | null },
  b: { title: string | null; description: string | null },
): StatedFactRow[] {
  // Read from the text the matcher reads them from.
  const [x, y] = [a, b].map((l) => readStatedFacts(advertText(l.title, l.description)));
  const compared = compareStatedFacts(x, y);
  const rows = (Object.keys(compared) as (keyof StatedFacts)[]).map((key) => ({
    fact: LABELS[key],
    a: shown(key, x),
    b: shown(key, y),
    agree: compared[key] === "agree",
  }));
  return rows.sort((p, q) => Number(p.agree) - Number(q.agree));
}
