// The note above the results when filters of the URL were ignored: each named by its
// label in the reader's language, never by its URL parameter ("minPrice"), and a price
// range given upside down said as such.
import type { I18n } from "@/lib/i18n/server";
import { siteNotes } from "@/lib/i18n/messages/siteNotes/ca";
import type { SiteSearch } from "@/lib/site-search/site-query";

type Field = Exclude<keyof typeof siteNotes.field, "unknown">;
// The labelled fields (every language has the Catalan source's keys).
const FIELDS = Object.keys(siteNotes.field).filter((k) => k !== "unknown");

export function DroppedNote({ search, i18n: { t } }: { search: SiteSearch; i18n: I18n }) {
  // minPrice above maxPrice has a sentence of its own; every other ignored filter is listed.
  const listed = search.dropped.filter((name) => !(search.minAboveMax && name === "minPrice"));
  const names = [
    ...new Set(
      listed.map((name) =>
        FIELDS.includes(name) ? t(`siteNotes.field.${name as Field}`) : t("siteNotes.field.unknown", { name }),
      ),
    ),
  ];
  if (!search.minAboveMax && names.length === 0) return null;
  return (
    <p
      role="status"
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
      data-testid="invalid-note"
    >
      {search.minAboveMax ? t("siteNotes.minAboveMax") : null}
      {search.minAboveMax && names.length ? " " : null}
      {names.length ? t("siteNotes.ignored", { fields: names.join(", ") }) : null}
    </p>
  );
}
