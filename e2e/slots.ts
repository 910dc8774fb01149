// Playwright runs on two workers; each worker has a slot of its own: its own app server
// (`npm start` on a fresh database), Stripe-compatible server and SMTP mailbox, so specs
// that write data never see another worker's writes. Ports count up from the E2E_*
// variables: slot i serves the app on E2E_PORT + i, and so on.
import path from "node:path";

export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export type Slot = {
  index: number;
  appPort: number;
  baseUrl: string;
  stripePort: number;
  smtpPort: number;
  mailboxUrl: string;
  /** The slot's embedded database folder, used when DATABASE_URL is unset. */
  dataDir: string;
  /** The slot's database on the PostgreSQL of DATABASE_URL, when set. */
  databaseName: string;
  /** The slot's photo store folder (PHOTO_STORE_DIR of its app). */
  photoDir: string;
};

export function slotFor(index: number): Slot {
  const appPort = Number(process.env.E2E_PORT ?? 3100) + index;
  const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 12525) + 2 * index;
  const mailboxPort = Number(process.env.E2E_MAILBOX_PORT ?? 12526) + 2 * index;
  return {
    index,
    appPort,
    baseUrl: `http://127.0.0.1:${appPort}`,
    stripePort: Number(process.env.E2E_STRIPE_PORT ?? 12111) + index,
    smtpPort,
    mailboxUrl: `http://127.0.0.1:${mailboxPort}`,
    dataDir: path.resolve(`.data/e2e-${appPort}/pglite`),
    databaseName: `llar_e2e_${appPort}`,
    photoDir: path.resolve(`.data/e2e-${appPort}/photos`),
  };
}

/** The slot of the worker running this code (set by the `slot` fixture in e2e/test.ts). */
export function currentSlot(): Slot {
  const index = process.env.E2E_SLOT;
  if (index === undefined) throw new Error("no e2e slot: import test from ./test, not @playwright/test");
  return slotFor(Number(index));
}

/** The slot's database address on the PostgreSQL of `adminUrl` (DATABASE_URL). */
export function slotDatabaseUrl(adminUrl: string, slot: Slot): string {
  const url = new URL(adminUrl);
  url.pathname = `/${slot.databaseName}`;
  return url.toString();
}
