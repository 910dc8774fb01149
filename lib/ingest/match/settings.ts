// The matcher's tunables, one name per meaning, each with where its value comes from:
// "fitted" (by scripts/fit-match-weights.ts), "measured" (on which labelled data), or a
// "rule" (reasoned from how sources and homes behave, not from a figure). Why each one
// exists is said where it is used; what it does to the figures is in docs/benchmarks.md.
// The fitted weights themselves are generated into scoring/match-weights.ts.

// Decisions, in log-odds (consolidate/; docs/decisions.md#clustering-and-thresholds).
/** A score that joins an advert to a property. Measured: precision on dedup, dedup-wide, dedup-rich after fitting. */
export const MATCH_THRESHOLD = 3;
/** A score that is enough when no look-alike competes. Measured as MATCH_THRESHOLD (docs/benchmarks.md sweep). */
export const UNCONTESTED_THRESHOLD = 0;
/** A rival is another candidate within this much of the match. Measured on the three development sets (docs/benchmarks.md). */
export const RIVAL_MARGIN = 0.75;
/** Every member of the property must score at least this. Measured on the three development sets (docs/benchmarks.md). */
export const MEMBER_FLOOR = -3.5;

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
/** Surfaces this share apart after rounding are another measure, not the same one rounded. Rule. */
export const SAME_MEASURE_SHARE = 0.01;
/** Below this many m², a surface is a placeholder, compared in m² not in shares. Rule. */
export const PLACEHOLDER_SURFACE = 15;
/** A pair of sources drifts when more than this share of one home's pairs shows it. Measured on the sure pairs of the three sets. */
export const SURFACE_DRIFT_RATE = 0.1;

// Per-source calibration (calibration/).
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
