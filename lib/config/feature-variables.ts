// The environment variables of the product's features: webhooks, alerts, the privacy
// page, photos and the map (see variables.ts for the format).
import { flag, text, url, whole, type Variable } from "./types";

const ms = (meaning: string, raw: string) => ({ kind: whole(0), default: raw, meaning });

const WEBHOOKS = {
  WEBHOOK_TIMEOUT_MS: ms("a delivery is aborted (and counts as failed) after this long", "5000"),
  WEBHOOK_RETRY_BASE_MS: ms(
    "first retry delay, doubling up to the max (with jitter); a timed-out endpoint's pause",
    "60000",
  ),
  WEBHOOK_RETRY_MAX_MS: ms("longest delay between two attempts (6 h)", "21600000"),
  WEBHOOK_RETRY_WINDOW_MS: ms(
    "an event is retried this long; an endpoint failing this long is disabled (3 days)",
    "259200000",
  ),
  WEBHOOK_LEASE_GRACE_MS: ms(
    "a claimed event is leased for timeout + grace, then a crashed worker's event is retried",
    "30000",
  ),
  WEBHOOK_POLL_MS: ms("how often an idle worker looks for changes and due events", "1000"),
  WEBHOOK_MAX_TIMEOUTS: { kind: whole(1), default: "5", meaning: "timeouts in a row that disable an endpoint" },
  WEBHOOK_CONCURRENCY: { kind: whole(1), default: "4", meaning: "deliveries at once per worker" },
  WEBHOOK_CONCURRENCY_PER_CUSTOMER: {
    kind: whole(1),
    unset: "half of `WEBHOOK_CONCURRENCY` (at least 1)",
    meaning: "deliveries at once for one account",
  },
  WEBHOOKS_ALLOW_LOCALHOST: {
    kind: flag(),
    unset: "on when the public origin is on this machine (`npm start`), or none is set outside production",
    meaning:
      "`on` accepts exactly `localhost`, `127.0.0.1` and `[::1]` endpoints (http too); other private addresses never",
  },
} satisfies Record<string, Variable>;

const ALERTS = {
  ALERT_POLL_MS: ms("how often the worker checks saved searches for alerts", "1000"),
  ALERT_DAILY_MS: ms("how far apart a daily search's mails are (24 h)", "86400000"),
} satisfies Record<string, Variable>;

const PRIVACY = {
  PRIVACY_CONTROLLER: { kind: text(), default: "Llar (demo)", meaning: "the data controller named on `/privacy`" },
  PRIVACY_EMAIL: {
    kind: text(),
    default: "privacy@llar.ad",
    meaning: "mailbox for privacy and data requests (`/privacy`, `/contact`)",
  },
  PRIVACY_LOG_DAYS: { kind: whole(1), default: "30", meaning: "days the deployment keeps server logs" },
} satisfies Record<string, Variable>;

const PHOTOS = {
  PHOTO_STORE_DIR: {
    kind: text(),
    default: ".data/photos",
    meaning: "folder of the photo store (our WebP copies, served at `/photos/…`) when no bucket is set",
  },
  PHOTO_STORE_S3_BUCKET: {
    kind: text(),
    meaning: "keep the photo store in this S3-compatible bucket (AWS, MinIO, R2…)",
  },
  PHOTO_STORE_S3_ENDPOINT: { kind: url("https", "http"), unset: "AWS", meaning: "the bucket's server" },
  PHOTO_STORE_S3_REGION: { kind: text(), default: "us-east-1", meaning: "the bucket's region" },
  PHOTO_STORE_S3_PREFIX: { kind: text(), default: "", meaning: "prefix of every key in the bucket" },
  PHOTO_STORE_S3_PATH_STYLE: {
    kind: flag(),
    default: "off",
    meaning: "`on` for path-style URLs (most self-hosted servers)",
  },
  PHOTO_STORE_S3_ACCESS_KEY_ID: {
    kind: text(),
    unset: "the AWS SDK's credential chain",
    meaning: "the bucket's key (both or neither)",
  },
  PHOTO_STORE_S3_SECRET_ACCESS_KEY: { kind: text(), meaning: "its secret" },
  PHOTO_FETCH_ALLOW_HOSTS: {
    kind: text(),
    meaning:
      "comma list of `host` or `host:port` the photo stage may fetch although not public " +
      "(e.g. `127.0.0.1:8790` for the labelled sets' photo server)",
  },
  FEED_FETCH_ALLOW_HOSTS: {
    kind: text(),
    meaning:
      "comma list of `host` or `host:port` whose feeds `ingest <url>` and scheduled sources may pull " +
      "although not public (a feed host on the operator's own network)",
  },
} satisfies Record<string, Variable>;

// Inlined into the browser's bundle at build time (lib/config/public.ts).
export const MAP_VARIABLES = {
  NEXT_PUBLIC_MAP_STYLE_URL: {
    kind: url("https", "http"),
    unset: "the built-in offline style",
    meaning: "MapLibre style URL (the CSP then allows `connect-src https:`)",
  },
  NEXT_PUBLIC_MAP_TILE_URL: {
    kind: text(),
    meaning: "raster XYZ tile template (its origin is added to the CSP's `connect-src`)",
  },
} satisfies Record<string, Variable>;

export const FEATURE_GROUPS = {
  Webhooks: WEBHOOKS,
  Alerts: ALERTS,
  Privacy: PRIVACY,
  Photos: PHOTOS,
  "Map (public, built into the page)": MAP_VARIABLES,
};
