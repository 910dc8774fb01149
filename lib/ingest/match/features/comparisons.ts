// The matcher's comparisons, declared: one entry per comparison gives its feature keys
// (named levels and banded ones with their cut-points), which banded levels are monotone
// (and which end is the most alike), and its cost class. The feature numbers, the list of
// keys (FEATURE_KEYS), the monotone chains the fit constrains (MONOTONE_CHAINS) and the
// costly slots the scorer bounds (COSTLY_SLOTS) are generated from this table, so a new
// comparison is one entry here plus its comparator in pair-features.ts.
// The band cut-points are tunables, in settings.ts with where each comes from.
import { TYPE_FAMILIES } from "../record/type-families";
import {
  COARSE_DISTANCE_BANDS,
  JACCARD_BANDS,
  LOOK_ALIKE_BANDS,
  OVERLAP_BANDS,
  PRECISE_DISTANCE_BANDS,
  PRICE_BANDS,
  PRINT_COUNT_BANDS,
  PRINT_LOOSE_BANDS,
  PRINT_SHARE_BANDS,
  SURFACE_SHARE_BANDS,
  TINY_SURFACE_BANDS,
} from "../settings";

/** A banded level: keys `${prefix}${cut}` for each cut, then `${prefix}inf`. */
type Bands = {
  bands: readonly number[];
  prefix: string;
  /** Monotone: "low" when the lowest band is the most alike, "high" when the highest. */
  alike?: "low" | "high";
  /** The "inf" band is never reached (an overlap ends at 1): no link of the chain. */
  bounded?: boolean;
};
/** Named levels: one key, or a list of keys (monotone when `alike` says which end is most alike). */
type Named = { keys: readonly string[]; alike?: "low" | "high" };
type Level = string | Bands | Named;

type Comparison = {
  /** "quick": compared numbers and keys, read for every pair; "costly": read only when it could matter. */
  cost: "quick" | "costly";
  levels: Record<string, Level>;
  /** Costly only: level names of each slot (at most one key of a slot per pair); default one slot of every level. */
  slots?: readonly (readonly string[])[];
};

/** Agreement of two agencies or references, as an index: same, other, one side only, neither. */
const AGREEMENTS = ["same", "other", "one", "none"] as const;
// Facts the texts state beyond the floor and street read by "fact" (normalise/stated-facts):
// stated on both sides and different, each is evidence against, weighed by how reliably
// adverts state it; stated on one side only, nothing.
export const STATED_KEYS = [
  "lift",
  "built",
  "bedrooms",
  "rooms",
  "bathrooms",
  "separateWc",
  "condition",
  "space",
  "fee",
  "facing",
  "terrace",
  "storage",
] as const;
const both = (a: string) => (a === "one" ? "none" : a);
const each = <T extends string>(xs: readonly T[], key: (x: T) => string) =>
  Object.fromEntries(xs.map((x) => [x, key(x)])) as Record<T, string>;

/** The comparisons, in the order their keys are numbered. */
export const COMPARISONS = {
  price: {
    cost: "quick",
    levels: {
      bands: { prefix: "price:", bands: PRICE_BANDS, alike: "low" },
      same: "price:same",
      sameRound: "price:same_round",
      missing: { keys: ["price:missing1", "price:missing2"] },
    },
  },
  // Surfaces as a share of the larger, after a square metre of rounding: one home's sources
  // state the same measure within a few per cent, or the built area on one and the useful
  // one (80–92 % of it) on the other: 8–20 % apart. Past 30 %, another home. "drift": the
  // same bands between two sources whose adverts of one home often state other surfaces.
  surface: {
    cost: "quick",
    levels: {
      share: { prefix: "surface:share:", bands: SURFACE_SHARE_BANDS, alike: "low" },
      drift: { prefix: "surface:drift:", bands: SURFACE_SHARE_BANDS, alike: "low" },
      tiny: { prefix: "surface:tiny:", bands: TINY_SURFACE_BANDS, alike: "low" },
      missing: "surface:missing",
    },
  },
  // 0, 1, 2 or more apart (monotone), or missing on a side.
  rooms: {
    cost: "quick",
    levels: { apart: { keys: ["rooms:0", "rooms:1", "rooms:2"], alike: "low" }, missing: "rooms:missing" },
  },
  bathrooms: {
    cost: "quick",
    levels: {
      apart: { keys: ["bathrooms:0", "bathrooms:1", "bathrooms:2"], alike: "low" },
      missing: "bathrooms:missing",
    },
  },
  type: {
    cost: "quick",
    levels: {
      same: "type:same",
      sameFamily: "type:same_family",
      unknown: "type:unknown",
      otherFamily: "type:other_family",
    },
  },
  family: { cost: "quick", levels: each([...TYPE_FAMILIES, "mixed"], (f) => `family:${f}`) },
  // Agency and reference, as an index of AGREEMENTS; together, "one side only" read as "none".
  agency: { cost: "quick", levels: { agreement: { keys: AGREEMENTS.map((a) => `agency:${a}`) } } },
  reference: { cost: "quick", levels: { agreement: { keys: AGREEMENTS.map((a) => `reference:${a}`) } } },
  identity: {
    cost: "quick",
    levels: {
      agreement: { keys: AGREEMENTS.flatMap((a) => AGREEMENTS.map((r) => `agency:${both(a)}+reference:${both(r)}`)) },
    },
  },
  source: { cost: "quick", levels: { same: "source:same" } },
  photos: {
    cost: "quick",
    levels: {
      shared: { keys: ["photos:shared1", "photos:shared2", "photos:shared3", "photos:shared4"], alike: "high" },
      cameraNoneShared: "photos:camera_none_shared",
    },
  },
  // Photo content: pictures shared, each counted by its rarity, their share of the smaller
  // album, and loose twins (a crop, a filter) counted apart from near ones. None shared by
  // an album of a few photos is no comparison (settings.ts, FEW_PHOTOS).
  prints: {
    cost: "costly",
    levels: {
      none: "prints:none",
      count: { prefix: "prints:count:", bands: PRINT_COUNT_BANDS, alike: "high" },
      share: { prefix: "prints:share:", bands: PRINT_SHARE_BANDS, alike: "high" },
      loose: { prefix: "prints:loose:", bands: PRINT_LOOSE_BANDS, alike: "high" },
    },
    slots: [["none", "count"], ["share"], ["loose"]],
  },
  // The description's shingles, compared within a language.
  text: {
    cost: "costly",
    levels: {
      jaccard: { prefix: "text:jaccard:", bands: JACCARD_BANDS, alike: "high" },
      otherLanguage: "text:other_language",
    },
  },
  // The text's facts (text-facts.ts, fact-agreement.ts), in any language: other, same.
  fact: {
    cost: "quick",
    levels: {
      floor: { keys: ["fact:floor:other", "fact:floor:same"] },
      unit: { keys: ["fact:unit:other", "fact:unit:same"] },
      building: { keys: ["fact:building:other", "fact:building:same"] },
      street: { keys: ["fact:street:other", "fact:street:same"] },
      numbers: { keys: ["fact:numbers:none", "fact:numbers:1", "fact:numbers:2"] },
    },
  },
  // Facts the texts state beyond those (normalise/stated-facts), different on both sides.
  stated: { cost: "quick", levels: each(STATED_KEYS, (k) => `stated:${k}:other`) },
  parish: { cost: "quick", levels: { other: "parish:other" } },
  lookalikes: { cost: "quick", levels: { bands: { prefix: "lookalikes:", bands: LOOK_ALIKE_BANDS, alike: "low" } } },
  location: {
    cost: "costly",
    levels: {
      missing: "location:missing",
      precise: { prefix: "location:precise:", bands: PRECISE_DISTANCE_BANDS, alike: "low" },
      same_town: { prefix: "location:same_town:", bands: COARSE_DISTANCE_BANDS, alike: "low" },
      same_parish: { prefix: "location:same_parish:", bands: COARSE_DISTANCE_BANDS, alike: "low" },
      other_parish: { prefix: "location:other_parish:", bands: COARSE_DISTANCE_BANDS, alike: "low" },
    },
  },
  features: {
    cost: "costly",
    levels: {
      unread: "features:unread",
      none: "features:none",
      oneSide: "features:one_side",
      same: "features:same",
      subset: "features:subset",
      overlap: { prefix: "features:overlap", bands: OVERLAP_BANDS, alike: "high", bounded: true },
    },
  },
} as const satisfies Record<string, Comparison>;
