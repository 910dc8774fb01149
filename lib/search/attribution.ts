// The `attribution` string of /v1/properties/{id} (docs/api.md#attribution): one sentence naming
// every source of the property's adverts with its homepage, and the rule that each
// advert shown must name and link its source (docs/api.md#usage-terms).
type SourceRef = { id: string; name: string; homepageUrl: string };

export function buildAttribution(sources: readonly SourceRef[]): string {
  const unique = [...new Map(sources.map((s) => [s.id, s])).values()].sort((a, b) => a.name.localeCompare(b.name));
  const names = unique.map((s) => `${s.name} (${s.homepageUrl})`);
  const list =
    names.length <= 1
      ? (names[0] ?? "its publishing sites")
      : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
  return `Listing data from ${list}, consolidated by Llar; whenever you show an advert, name its source and link to the advert's own URL.`;
}
