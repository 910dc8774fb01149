// Every environment variable the product reads: its kind, default and meaning, one entry
// each. lib/config/index.ts parses them, scripts/env-example.ts writes .env.example and
// docs/configuration.md says how to add one. Every variable is optional: `npm start`
// works with none. `default` is the raw value used when a variable is unset or blank;
// `unset` says what happens without it when that is not a plain value.
import { flag, oneOf, text, url, whole, type Variable } from "./types";
import { FEATURE_GROUPS } from "./feature-variables";
import { TOOL_GROUPS } from "./tool-variables";

const SERVER = {
  PORT: { kind: whole(1, 65535), default: "3000", meaning: "port `npm start` serves on" },
  HOST: { kind: text(), default: "0.0.0.0", meaning: "address `npm start` listens on" },
  NODE_ENV: {
    kind: oneOf("development", "production", "test"),
    default: "development",
    meaning: "set by Next and `npm start`; `production` turns on the production checks",
  },
  PUBLIC_BASE_URL: {
    kind: url("http", "https"),
    unset: "`npm start`: `http://localhost:<PORT>`",
    meaning:
      "public address for every absolute URL (API `url`s, sitemap, metadata, mailed links, Stripe return URLs); " +
      "required in production (this or `NEXTAUTH_URL`): the address is never taken from the `Host` header",
  },
  TRUST_PROXY_HOPS: {
    kind: whole(0, 10),
    default: "0",
    meaning: "how many proxies in front of the app append to `X-Forwarded-For` (docs/configuration.md#client-address)",
  },
  DEMO_DATA: { kind: flag(), default: "on", meaning: "`off` loads no demo listings" },
} satisfies Record<string, Variable>;

const DATABASE = {
  DATABASE_URL: {
    kind: url("postgres", "postgresql"),
    unset: "the embedded PGlite database in `LLAR_DATA_DIR`",
    meaning: "PostgreSQL connection string",
  },
  DATABASE_POOL_SIZE: {
    kind: whole(1),
    unset: "10 (1 on the embedded database)",
    meaning: "most connections in each pool",
  },
  DATABASE_NAMED_STATEMENTS: {
    kind: flag(),
    default: "on",
    meaning: "`off` runs the API's hot statements unnamed (behind a transaction-pooling PgBouncer before 1.21)",
  },
  LLAR_DATA_DIR: {
    kind: text(),
    default: ".data/pglite",
    meaning: "folder of the embedded database",
  },
} satisfies Record<string, Variable>;

const LIMITS = {
  UPSTASH_REDIS_REST_URL: { kind: url("https", "http"), meaning: "Upstash Redis for limits" },
  UPSTASH_REDIS_REST_TOKEN: { kind: text(), meaning: "its token (both or neither)" },
  REDIS_URL: {
    kind: url("redis", "rediss"),
    unset: "limits count in this process only",
    meaning: "a plain Redis for the limits, when Upstash is not set",
  },
  LLAR_RATE_LIMIT_PREFIX: {
    kind: text(),
    default: "",
    meaning: "prefix of the attempt limits' Redis keys (tests use one per run)",
  },
  LLAR_RATE_LIMIT_PER_MINUTE: {
    kind: whole(1),
    unset: "each plan's limit",
    meaning: "overrides every plan's per-minute limit; load benchmarks only",
  },
} satisfies Record<string, Variable>;

const AUTH = {
  NEXTAUTH_URL: {
    kind: url("http", "https"),
    unset: "`PUBLIC_BASE_URL`, else the local demo's address",
    meaning: "next-auth's address; set it or `PUBLIC_BASE_URL` in production",
  },
  NEXTAUTH_SECRET: {
    kind: text(),
    unset: "`npm start` generates one into `.data/`",
    meaning: "signs sessions and alert links; required in production",
  },
  GITHUB_ID: { kind: text(), meaning: "with `GITHUB_SECRET`, enables GitHub sign-in" },
  GITHUB_SECRET: { kind: text(), meaning: "see `GITHUB_ID`" },
  GOOGLE_CLIENT_ID: { kind: text(), meaning: "with `GOOGLE_CLIENT_SECRET`, enables Google sign-in" },
  GOOGLE_CLIENT_SECRET: { kind: text(), meaning: "see `GOOGLE_CLIENT_ID`" },
} satisfies Record<string, Variable>;

const MAIL = {
  EMAIL_SERVER: {
    kind: url("smtp", "smtps"),
    unset: "`npm start` and `next dev` print mails to the log; production refuses to send",
    meaning:
      "SMTP URL (`smtp://user:pass@host:587`) for account mails, alert mails and disabled-webhook notices; " +
      "with `EMAIL_FROM`, enables magic links",
  },
  EMAIL_FROM: {
    kind: text(),
    unset: "`Llar <no-reply@` the public host, else `localhost>`",
    meaning: "sender of every mail",
  },
} satisfies Record<string, Variable>;

const BILLING = {
  STRIPE_SECRET_KEY: { kind: text(), meaning: "enables billing (Checkout, customer portal)" },
  STRIPE_WEBHOOK_SECRET: { kind: text(), meaning: "enables Stripe's webhook" },
  STRIPE_API_HOST: { kind: text(), unset: "Stripe's API", meaning: "another Stripe API (tests)" },
  STRIPE_API_PORT: { kind: whole(1, 65535), meaning: "its port" },
  STRIPE_API_PROTOCOL: { kind: oneOf("http", "https"), meaning: "its protocol" },
} satisfies Record<string, Variable>;

/** The groups in the order .env.example and docs/configuration.md list them. */
export const GROUPS = {
  Server: SERVER,
  Database: DATABASE,
  "Rate limits": LIMITS,
  "Sign-in": AUTH,
  Mail: MAIL,
  Billing: BILLING,
  ...FEATURE_GROUPS,
  ...TOOL_GROUPS,
};

export const VARIABLES = Object.assign({}, ...Object.values(GROUPS)) as UnionToIntersection<
  (typeof GROUPS)[keyof typeof GROUPS]
>;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
