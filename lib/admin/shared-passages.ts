// Which sentences of a description share a passage with another text: a run of PASSAGE
// words, compared folded (case, accents, punctuation) as the matcher's shingles are
// (lib/ingest/match/evidence/text-shingles.ts). The review queue highlights them side by side.
import { fold } from "@/lib/ingest/match/evidence/text-shingles";

const PASSAGE = 5;

function shingles(folded: string): Set<string> {
  const words = folded.split(" ").filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i + PASSAGE <= words.length; i++) out.add(words.slice(i, i + PASSAGE).join(" "));
  return out;
}

export type Passage = { text: string; shared: boolean };

/** `text` cut into sentences, each marked shared when one of its passages is in `other`. */
export function sharedPassages(text: string | null, other: string | null): Passage[] {
  if (!text) return [];
  const theirs = shingles(fold(other ?? ""));
  return (text.match(/[^.!?\n]+[.!?]*\s*|\n+/g) ?? [text]).map((sentence) => {
    const ours = shingles(fold(sentence));
    return { text: sentence, shared: [...ours].some((s) => theirs.has(s)) };
  });
}
