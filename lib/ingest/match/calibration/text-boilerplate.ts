// A source's boilerplate, measured from its own adverts: a sentence it prints on several
// adverts ("Listed by …", "Contact us for a visit", a promotion's shared blurb) belongs to
// no one home. Such sentences are dropped before shingling, so the shingles two adverts
// share are the agency's words about that home.
import type { MatchRecord } from "../record/match-record";
import { languageOf, shingles } from "../evidence/text-shingles";
import { BOILERPLATE_ADVERTS } from "../settings";

/** What the measure reads and sets of an advert. */
type Text = Pick<MatchRecord, "sourceId" | "sentences" | "shingles" | "language">;

/** Sets every record's `shingles` and `language` from its sentences less its source's boilerplate. */
export function measureBoilerplate(records: Text[]): void {
  const counts = new Map<string, Map<string, number>>();
  for (const r of records) {
    let bySource = counts.get(r.sourceId);
    if (!bySource) counts.set(r.sourceId, (bySource = new Map()));
    for (const s of new Set(r.sentences)) bySource.set(s, (bySource.get(s) ?? 0) + 1);
  }
  for (const r of records) {
    const bySource = counts.get(r.sourceId)!;
    const words = r.sentences
      .filter((s) => bySource.get(s)! < BOILERPLATE_ADVERTS)
      .join(" ")
      .split(" ")
      .filter((w) => w.length > 0);
    r.shingles = shingles(words);
    r.language = languageOf(words);
  }
}
