// The JSON event a webhook delivers: { id, type, created_at, data }, where data is the
// /v1/changes item (the property summary plus `change`), serialised by the same code as
// the change feed so a receiver can treat a push and a poll alike.
import { randomBytes } from "node:crypto";
import { changeItem, type ChangeItem, type ChangeRow } from "@/lib/search/list-changes";
import { publicOriginOutsideRequest } from "@/lib/http/public-origin";
import { withTitles } from "@/lib/i18n/title/property-title";

export const EVENT_TYPES = ["property.created", "property.updated", "property.delisted", "webhook.test"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export type WebhookEventBody = { id: string; type: EventType; created_at: string; data: ChangeItem };

function newEventId(): string {
  return `evt_${randomBytes(12).toString("hex")}`;
}

/** The event of one change row; `type` overrides property.<change> (test events). */
export function eventBody(row: ChangeRow, opts: { type?: EventType; now?: Date } = {}): WebhookEventBody {
  return {
    id: newEventId(),
    type: opts.type ?? (`property.${row.change}` as EventType),
    created_at: (opts.now ?? new Date()).toISOString(),
    // Titled as /v1/changes titles it by default (English), so a push equals a poll.
    data: withTitles([changeItem(row, publicOriginOutsideRequest())], "en")[0],
  };
}

/** Filters of an endpoint, as stored. Price bounds apply to price_min, like /v1/properties. */
export type EndpointFilters = {
  operation: string | null;
  type: string | null;
  parish: string | null;
  min_price: number | null;
  max_price: number | null;
};

export function matchesFilters(row: ChangeRow, f: EndpointFilters): boolean {
  if (f.operation !== null && row.operation !== f.operation) return false;
  if (f.type !== null && row.type !== f.type) return false;
  if (f.parish !== null && row.parish !== f.parish) return false;
  if (f.min_price !== null && (row.price_min === null || row.price_min < f.min_price)) return false;
  if (f.max_price !== null && (row.price_min === null || row.price_min > f.max_price)) return false;
  return true;
}
