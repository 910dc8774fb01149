// End-to-end tests in Debian's Chromium (`npx playwright install` cannot download a
// browser here). The app is started exactly as a user starts it (scripts/start.ts) on
// port 3100, against the database scripts/test.ts prepared.
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_REPORT } from "./scripts/test-failures";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
// Portal: the local Stripe-compatible server (tests/support/stripe-server.ts) the app's
// Stripe SDK talks to; it completes Checkout and sends signed webhooks to the app.
export const STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? 12111);
const STRIPE_WEBHOOK_SECRET = "whsec_e2e_local";
// Account emails: a real SMTP server (tests/support/smtp-mailbox.ts) the app sends to;
// the tests read its inbox over HTTP.
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 12525);
export const MAILBOX_URL = `http://127.0.0.1:${Number(process.env.E2E_MAILBOX_PORT ?? 12526)}`;
// The photo store of the app under test (lib/photos): its demo pictures, and the copies
// e2e/rich-sample.ts's ingest writes for the app to serve.
export const E2E_PHOTO_DIR = path.resolve(`.data/e2e-photos-${PORT}`);
const STRIPE_ENV = {
  STRIPE_SECRET_KEY: "sk_test_e2e_local",
  STRIPE_API_HOST: "127.0.0.1",
  STRIPE_API_PORT: String(STRIPE_PORT),
  STRIPE_API_PROTOCOL: "http",
  STRIPE_WEBHOOK_SECRET,
};

export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The JSON report lets `npm test`'s summary name failing tests (CI keeps only the tail).
  reporter: [["list"], ["json", { outputFile: E2E_REPORT }]],
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // The machine's network is closed: keep Chromium from reaching out.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  // The site follows Accept-Language on a first visit; the suites are written against the
  // default language, so the browser asks for Catalan unless a test says otherwise.
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined, locale: "ca-AD" } }],
  webServer: [
    {
      command: "npx tsx scripts/start.ts",
      url: `${BASE_URL}/api/health`,
      // Attempt limits may live in a Redis other runs share: keys of this run's own.
      // Webhooks: the e2e receiver listens on 127.0.0.1 (http), and is polled often.
      env: {
        PORT: String(PORT),
        HOST: "127.0.0.1",
        LLAR_SKIP_BUILD: "1",
        LLAR_RATE_LIMIT_PREFIX: `e2e-${process.pid}:`,
        WEBHOOKS_ALLOW_LOCALHOST: "on",
        WEBHOOK_POLL_MS: "200",
        ...STRIPE_ENV,
        EMAIL_SERVER: `smtp://127.0.0.1:${SMTP_PORT}`,
        PHOTO_STORE_DIR: E2E_PHOTO_DIR,
      },
      reuseExistingServer: false,
      // A fresh database is seeded with the demo, its pictures drawn on first start.
      timeout: 480_000,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      command: "npx tsx tests/support/stripe-server.ts",
      url: `http://127.0.0.1:${STRIPE_PORT}/health`,
      env: {
        STRIPE_SERVER_PORT: String(STRIPE_PORT),
        STRIPE_WEBHOOK_URL: `${BASE_URL}/api/billing/webhook`,
        STRIPE_WEBHOOK_SECRET,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: "npx tsx tests/support/smtp-mailbox.ts",
      url: `${MAILBOX_URL}/health`,
      env: { SMTP_PORT: String(SMTP_PORT), MAILBOX_HTTP_PORT: new URL(MAILBOX_URL).port },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
