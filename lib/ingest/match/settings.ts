// The matcher's tunables, one name per meaning, each with where its value comes from:
// "fitted" (by scripts/fit-match-weights.ts), "measured" (on which labelled data), or a
// "rule" (reasoned from how sources and homes behave, not from a figure). Why each one
// exists is said where it is used; what it does to the figures is in docs/benchmarks.md.
// The fitted weights themselves are generated into scoring/match-weights.ts.
import { SAME_PICTURE_BITS } from "@/lib/photos/dhash";

// Decisions, in log-odds (consolidate/; docs/decisions.md#clustering-and-thresholds).
/** A score that joins an advert to a property. Measured: precision on dedup, dedup-wide, dedup-rich after fitting. */
export const MATCH_THRESHOLD = 3;
/** A score that is enough when no look-alike competes. Measured as MATCH_THRESHOLD (docs/benchmarks.md sweep). */
export const UNCONTESTED_THRESHOLD = 0;
/** A rival is another candidate within this much of the match. Measured on the three development sets (docs/benchmarks.md). */
export const RIVAL_MARGIN = 0.75;
/** Every member of the property must score at least this. Measured on the three development sets (docs/benchmarks.md). */
export const MEMBER_FLOOR = -3.5;
/** The floor of a member pair where one side lacks a description or all but a few photos the other has. Measured as MEMBER_FLOOR, with the habits stress variant. */
export const ONE_SIDED_MEMBER_FLOOR = -5;
/** A link this far above MATCH_THRESHOLD lowers the other members' floor as much, up to this. Measured as ONE_SIDED_MEMBER_FLOOR. */
export const STRONG_LINK_RELIEF = 3;
/** A comparison weighing this much against a pair is evidence against it, which no allowance covers. Rule: beyond what one home's adverts differ by (two agencies and no shared reference weigh −2.6, prices up to 20 % apart −2.1). */
export const AGAINST_SIGNAL = -3;
/** The lowest floor a decision compares a pair's score with (below it, scoring may stop early). */
export const LOWEST_MEMBER_FLOOR = Math.min(MEMBER_FLOOR, ONE_SIDED_MEMBER_FLOOR) - STRONG_LINK_RELIEF;
/** Two generic adverts whose texts name two places score at most this. Rule: under the uncontested bar, over the member floor. */
export const UNIDENTIFIED_GENERIC_CAP = -1;

// Fitting (scripts/fit-match-weights.ts).
/** Post-fit clamp: a count one apart weighs at most this below a missing count. Rule: odds of 1 in 20. */
export const COUNT_DRIFT_FLOOR = 3;

// Blocking (blocking/candidate-index.ts).
/** Price buckets are this ratio wide. Rule: ±2 buckets cover the ±8 % a repriced home moves. */
export const BLOCK_PRICE_RATIO = 1.04;
/** Buckets either side of an advert's price bucket. Rule: with the ratio, ±8 %. */
export const BLOCK_PRICE_REACH = 2;
/** Surface buckets are this ratio wide. Rule: ±2 buckets cover built vs useful area (×0.8–×1.25). */
export const BLOCK_SURFACE_RATIO = 1.12;
/** Buckets either side of an advert's surface bucket. Rule: with the ratio, ×0.797–×1.254. */
export const BLOCK_SURFACE_REACH = 2;
/** Grid cell of the point key, in degrees (~550 × 410 m here). Rule. */
export const BLOCK_GRID_DEGREES = 0.005;
/** A photo, reference or picture key on more adverts than this is no evidence. Rule. */
export const BLOCK_COMMON_KEY = 10;
/** A picture is keyed by each of this many parts of its hash. Measured: quarters flood at 10^5 photos. */
export const BLOCK_PRINT_PARTS = 3;

// Surfaces (calibration/calibrated-reading.ts, look-alikes.ts, surface-drift.ts).
/** Square metres two statements of one surface may differ by in rounding. Rule. */
export const SURFACE_ROUNDING_M2 = 1;
/** Steps a source may round its surfaces to, each a multiple of the one before (surface-rounding.ts). Rule: how portals round. */
export const ROUND_SURFACE_STEPS = [5, 10] as const;
/** A source rounds when at least this share of its surfaces are multiples of a step. Rule: half; the labelled sets' sources show at most 14 % multiples of 5. */
export const ROUND_SURFACE_SHARE = 0.5;
/** …and to a coarser step when at least this share of those are multiples of it. Rule: chance gives half (10 of 5). */
export const ROUND_COARSER_SHARE = 0.8;
/** Adverts with a surface a source needs before its rounding can be told from chance. Rule. */
export const SURFACE_ROUNDING_MIN_ADVERTS = 20;
/** Surfaces this share apart after rounding are another measure, not the same one rounded. Rule. */
export const SAME_MEASURE_SHARE = 0.01;
/** Below this many m², a surface is a placeholder, compared in m² not in shares. Rule. */
export const PLACEHOLDER_SURFACE = 15;
/** A pair of sources drifts when more than this share of one home's pairs shows it. Measured on the sure pairs of the three sets. */
export const SURFACE_DRIFT_RATE = 0.1;

// Comparisons (features/comparisons.ts): band cut-points and the thresholds of the comparators.
// Bands are narrow where the development set showed the odds changing fast and wide elsewhere.
/** Price difference as a share of the larger. Measured: where the odds changed on the dedup development set. */
export const PRICE_BANDS = [0.005, 0.01, 0.02, 0.03, 0.04, 0.05, 0.06, 0.08, 0.1, 0.2] as const;
/** Surface difference in m² under PLACEHOLDER_SURFACE. Measured as PRICE_BANDS. */
export const TINY_SURFACE_BANDS = [0, 1, 2, 3, 4, 6, 10, 20] as const;
/** Surface difference as a share, after rounding. Rule: same measure within a few %, built vs useful 8–20 %, past 30 % another home. */
export const SURFACE_SHARE_BANDS = [0, 0.005, 0.01, 0.02, 0.04, 0.07, 0.1, 0.15, 0.21, 0.3] as const;
/** Metres between two precise points, beyond rounding. Measured as PRICE_BANDS. */
export const PRECISE_DISTANCE_BANDS = [10, 50, 100, 200, 300, 500, 800, 1500, 3000] as const;
/** Metres between town-level points. Rule. */
export const COARSE_DISTANCE_BANDS = [100, 500, 1000, 3000] as const;
/** Feature-list overlap (Jaccard), ending at 1. Rule. */
export const OVERLAP_BANDS = [0.2, 0.5, 0.8, 1] as const;
/** Look-alike sibling units on the busier side. Rule. */
export const LOOK_ALIKE_BANDS = [1, 2, 3, 5] as const;
/** Shared pictures, each counted by its rarity. Rule. */
export const PRINT_COUNT_BANDS = [0.75, 1.5, 2.5, 4] as const;
/** Shared pictures' share of the smaller album. Rule. */
export const PRINT_SHARE_BANDS = [0.25, 0.5, 0.75, 0.9] as const;
/** Loose twins (a crop, a filter: LOOSE_BITS), counted by rarity. Rule. */
export const PRINT_LOOSE_BANDS = [0.75, 1.5, 2.5] as const;
/** Description shingle overlap (Jaccard), within a language. Measured as PRICE_BANDS. */
export const JACCARD_BANDS = [0.02, 0.05, 0.1, 0.2, 0.35, 0.5, 0.7] as const;
/** A price that is a multiple of this is a round asking price, repeated by chance more often. Rule: how agencies price. */
export const ROUND_PRICE = 5000;
/** A shared descriptive or hashed photo name counts as this many camera names ("IMG_1234"). Rule: the sets share camera names only. */
export const DISTINCTIVE_PHOTO = 3;
/** A shared picture worth less than this (a logo, a promotion's render) counts as none. Rule. */
export const PRINT_NONE = 0.25;
/**
 * An album of fewer photos (a syndicator that shows a few) sharing none with the other says
 * nothing: missing evidence, not a disagreement. Rule: the photos a portal picks from one
 * album need not overlap those another picked.
 */
export const FEW_PHOTOS = 3;

// Evidence (evidence/, record/).
/** Bits two hashes of one picture may differ in: the photo fingerprint's own bar (lib/photos/dhash.ts, where it was measured). */
export const NEAR_BITS = SAME_PICTURE_BITS;
/** Bits a crop or filtered copy may differ in (a loose match). Measured on dedup-rich: unrelated pictures this close once in ~200. */
export const LOOSE_BITS = 7;
/** Words a description shingle spans. Rule. */
export const SHINGLE = 5;
/** Fewer words than this (after boilerplate) is too little text to compare. Rule. */
export const MIN_WORDS = 8;
/** Metres a "street" point may lie from the home. Rule: between a truncated (~140 m) and a rounded (~70 m) 3-decimal cell. */
export const STREET_POINT_RADIUS = 100;
/** The description's opening read for text facts, for new and reloaded adverts alike. Rule. */
export const TEXT_CHARS = 1000;
/** Type families of dwellings (cannot-link: never a plot, parking or premises). Rule. */
export const HOME_FAMILIES = ["home_flat", "home_house", "room"] as const;
/** A portal files one family under another when at least this share of its sure pairs shows it. Rule: half. */
export const FAMILY_HABIT_SHARE = 0.5;
/** Resolution of a source's surface-drift rate. Rule. */
export const SURFACE_DRIFT_STEP = 0.005;
/** Sweeps of the surface-drift estimator over the sources. Rule. */
export const SURFACE_DRIFT_SWEEPS = 20;

// Per-source calibration (calibration/).
// The rows of calibration/calibration-table.ts.
/** A count habit: more than this share of sure pairs one and the same number apart. Rule: two in three. */
export const COUNT_HABIT_SHARE = 2 / 3;
/** Price ratios are grouped in log steps this wide (rounding apart). Rule: 0.5 %. */
export const RATIO_HABIT_STEP = 0.005;
/** A ratio habit: at least one sure pair in this many shares the most common step. Rule: a third. */
export const RATIO_HABIT_ONE_IN = 3;
/** Sweeps of the price-level fit over the sources (price-levels.ts). Rule. */
export const PRICE_LEVEL_SWEEPS = 10;
/** A common price ratio within this share of 1 is one way of pricing with the usual drift. Rule. */
export const PRICE_RATIO_SAME = 0.02;
/** Differences are scaled so that this share of a pair's sure pairs falls within the fit's spread. Rule: four in five. */
export const SPREAD_QUANTILE = 0.8;
/** Price drift of one home's sure pairs on the fitted sets. Measured on dedup, dedup-wide, dedup-rich. */
export const PRICE_SPREAD_FITTED = 0.05;
/** A median surface ratio within this share of 1 is the same measure. Rule. */
export const SURFACE_RATIO_SAME = 0.05;
/** Metres precise points of one home lie apart on the fitted sets (110–190 m), rounded up. Measured on the three sets. */
export const POINT_SPREAD_FITTED = 250;
/** Sure pairs a source pair needs before a habit is read: fewer, and one home's drift passes for one. Rule. */
export const MIN_SURE_PAIRS = 10;
/** Look-alikes: a sibling unit's price is within this share. Rule: promotions price units by floor and view. */
export const LOOK_ALIKE_PRICE_SHARE = 0.05;
/** A point shared by this many adverts of one source is a place, not a home. Rule: past one building's flats. */
export const PLACE_POINT_ADVERTS = 3;
/** A sentence on this many adverts of one source is its boilerplate. Rule: past one home's two adverts. */
export const BOILERPLATE_ADVERTS = 3;

// Per-source detectors: a source's habit is read once it has enough adverts to tell it from chance.
/** Adverts naming an agency before a portal's own name can be told apart. Rule. */
export const PORTAL_AGENCY_MIN_ADVERTS = 20;
/** A portal's own name covers at least this share of its named adverts. Rule: half. */
export const PORTAL_AGENCY_MIN_SHARE = 0.5;
/** Adverts naming a town before a parish-only habit can be told apart. Rule. */
export const PARISH_ONLY_MIN_ADVERTS = 50;
/** The other sources name a village on at least this share of theirs. Rule. */
export const PARISH_ONLY_VILLAGE_SHARE = 0.05;
/** Adverts before a source can be read as publishing no feature lists. Rule. */
export const FEATURE_LISTS_MIN_ADVERTS = 20;
/** A source listing features on fewer than this share of its adverts publishes none. Rule. */
export const FEATURE_LISTS_LISTING_SHARE = 0.05;
/** References a source needs before its numbering can be told apart from another's. Rule. */
export const REFERENCE_SYSTEM_MIN_REFERENCES = 20;
/** Two numberings are one when they share this many references… Rule. */
export const REFERENCE_SYSTEM_MIN_SHARED = 5;
/** …or this share of the smaller set. Rule. */
export const REFERENCE_SYSTEM_MIN_SHARE = 0.02;
/** A reference on more adverts of one source than this ("1", "A") is no reference. Rule. */
export const COMMON_REFERENCE = 3;
/** An album needs this many camera names to count for camera sharing. Rule: as for the penalty. */
export const CAMERA_ALBUM_MIN_NAMES = 2;
/** Names two albums share to count as one shoot. Rule: chance gives 3 to a few pairs in millions. */
export const CAMERA_SHOOT_MIN_SHARED = 3;
/** A camera name in more albums than this tells nothing (and costs n²). Rule. */
export const CAMERA_COMMON_NAME = 200;
/** Sharing albums two sources need, at least this many… Rule. */
export const CAMERA_SHARING_MIN_PAIRS = 10;
/** …and this share of the smaller source's albums. Rule. */
export const CAMERA_SHARING_MIN_SHARE = 0.05;
