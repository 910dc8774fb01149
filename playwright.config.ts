// End-to-end tests in Debian's Chromium (`npx playwright install` cannot download a
// browser here), on two workers. Each worker has a slot of its own (e2e/slots.ts): the app
// started exactly as a user starts it (scripts/start.ts) on a fresh database, a local
// Stripe and an SMTP mailbox; specs import `test` from e2e/test.ts to reach their slot.
import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";
import { E2E_WORKERS, slotFor, type Slot } from "./e2e/slots";
import { E2E_REPORT } from "./scripts/test-failures";
import { config } from "./lib/config";

const STRIPE_WEBHOOK_SECRET = "whsec_e2e_local";
const SLOTS = Array.from({ length: E2E_WORKERS }, (_, i) => slotFor(i));

/** One worker's servers (e2e/slots.ts): the app on its own database, the local
 *  Stripe-compatible server the app's Stripe SDK talks to (it completes Checkout and sends
 *  signed webhooks back), and a real SMTP server whose inbox the tests read over HTTP. */
function slotServers(slot: Slot): NonNullable<PlaywrightTestConfig["webServer"]> {
  return [
    {
      command: `npx tsx e2e/slot-server.ts ${slot.index}`,
      url: `${slot.baseUrl}/api/health`,
      // Attempt limits may live in a Redis other runs share: keys of this run's own.
      // Webhooks: the e2e receiver listens on 127.0.0.1 (http), and is polled often.
      env: {
        HOST: "127.0.0.1",
        LLAR_SKIP_BUILD: "1",
        LLAR_RATE_LIMIT_PREFIX: `e2e-${process.pid}-${slot.index}:`,
        WEBHOOKS_ALLOW_LOCALHOST: "on",
        WEBHOOK_POLL_MS: "200",
        STRIPE_SECRET_KEY: "sk_test_e2e_local",
        STRIPE_API_HOST: "127.0.0.1",
        STRIPE_API_PORT: String(slot.stripePort),
        STRIPE_API_PROTOCOL: "http",
        STRIPE_WEBHOOK_SECRET,
        EMAIL_SERVER: `smtp://127.0.0.1:${slot.smtpPort}`,
        // The slot's photo store: its demo pictures, and the copies e2e/rich-sample.ts's
        // ingest writes for the app to serve.
        PHOTO_STORE_DIR: slot.photoDir,
      },
      reuseExistingServer: false,
      // A fresh database is seeded with the demo, its pictures drawn on first start.
      timeout: 480_000,
      // SIGTERM lets the slot server drop its database (e2e/slot-server.ts).
      gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      command: "npx tsx tests/support/stripe-server.ts",
      url: `http://127.0.0.1:${slot.stripePort}/health`,
      env: {
        STRIPE_SERVER_PORT: String(slot.stripePort),
        STRIPE_WEBHOOK_URL: `${slot.baseUrl}/api/billing/webhook`,
        STRIPE_WEBHOOK_SECRET,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: "npx tsx tests/support/smtp-mailbox.ts",
      url: `${slot.mailboxUrl}/health`,
      env: { SMTP_PORT: String(slot.smtpPort), MAILBOX_HTTP_PORT: new URL(slot.mailboxUrl).port },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ];
}

export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Spec files are shared out between the workers; a file's tests run in order.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  // The JSON report lets `npm test`'s summary name failing tests (CI keeps only the tail).
  reporter: [["list"], ["json", { outputFile: E2E_REPORT }]],
  use: {
    // baseURL: the worker's own app server (e2e/test.ts).
    // A failing test keeps its trace (`npx playwright show-trace`). Recording one (screencast
    // frames and DOM snapshots at every action) is CPU time on every test: CI, which keeps
    // only the log, turns it off (E2E_TRACE=off in .ci/run).
    trace: config.E2E_TRACE,
    launchOptions: {
      executablePath: config.CHROMIUM_PATH,
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
  webServer: SLOTS.flatMap(slotServers),
});
