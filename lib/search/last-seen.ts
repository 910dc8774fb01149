// last_seen_at as the API documents it (docs/api.md#last-seen): the last time a feed showed
// the advert. Ingestion keeps it cheaply (lib/ingest/apply/sightings.ts): an active advert
// was last seen at the later of its own last write and its source's last full snapshot.
// A property's is the latest of its active adverts'; a delisted property keeps its stored
// value (the last sighting of its last advert).
import { isoTimestamp } from "@/lib/db/iso-timestamp";

/** An advert's last sighting (aliases l = listing, s = its source), as ISO text. */
export const LISTING_LAST_SEEN = isoTimestamp(
  `CASE WHEN l.status = 'active' THEN GREATEST(l.last_seen_at, s.last_snapshot_at) ELSE l.last_seen_at END`,
);

/** A property's last sighting (alias p = property), as ISO text. One index lookup of its adverts. */
export const PROPERTY_LAST_SEEN = isoTimestamp(
  `COALESCE((SELECT max(GREATEST(l.last_seen_at, s.last_snapshot_at)) FROM listing l
     JOIN source s ON s.id = l.source_id
     WHERE l.property_id = p.id AND l.status = 'active'), p.last_seen_at)`,
);
