// Feature phrases of English-language exporters (Kyero's own software and British agency
// tools), keyed by the canonical label of feature-vocabulary.ts: "Off Road Parking",
// "Log Burner", "Utility Room" name features the vocabulary knows under other words, and
// kept as written they matched no other source's.
export const ENGLISH_WORDS: Record<string, string[]> = {
  Terrace: ["private terrace", "roof terrace"],
  Heating: ["gas central heating", "oil central heating", "electric heating", "gas heating"],
  Fireplace: ["wood burner", "log burner", "log fire", "wood stove"],
  "Laundry room": ["utility room"],
  "En-suite bedroom": ["ensuite", "en suite bathroom"],
  "Ski room": ["ski storage"],
  Views: ["valley views"],
  Parking: ["off road parking", "underground parking", "covered parking"],
  Alarm: ["security system"],
  Entryphone: ["video entry", "video entry system"],
  TV: ["satellite tv"],
  Internet: ["fibre optic", "fiber optic"],
  "Wheelchair accessible": ["wheelchair access", "disabled access"],
  "Storage room": ["wine cellar"],
  Renovated: ["newly renovated"],
  "Central location": ["town centre", "city centre"],
};
