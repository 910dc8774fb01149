// Shared set-up of the alert tests: a scratch database of their own (ingestion matches
// against every advert in a database), a pool on it for the alert pass, a real SMTP
// server the mailer sends to, and one-home Kyero feeds, one source per test.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { createPool } from "@/lib/db/pool";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { writeKyeroFeed } from "@/lib/ingest/demo-feeds/kyero-writer";
import { ingestFeeds } from "@/lib/ingest/run-ingest";
import type { RawAdvert } from "@/lib/ingest/types";
import { openScratch } from "../ingest/scratch";
import { startMailbox, type Mailbox } from "../support/smtp-mailbox";

export const ORIGIN = "http://alerts.test";

export type AlertEnv = { prisma: PrismaClient; pool: pg.Pool; box: Mailbox; dir: string };

export function setUpAlerts(): AlertEnv {
  const env = {} as AlertEnv;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const scratch = await openScratch("alerts");
    close = scratch.close;
    env.prisma = scratch.prisma;
    env.pool = createPool(scratch.db.url, { max: 2 });
    env.box = await startMailbox(0);
    env.dir = await mkdtemp(path.join(tmpdir(), "llar-alerts-"));
    process.env.EMAIL_SERVER = env.box.url;
    process.env.EMAIL_FROM = "Llar tests <no-reply@alerts.test>";
  }, 60_000);
  afterAll(async () => {
    delete process.env.EMAIL_SERVER;
    delete process.env.EMAIL_FROM;
    await env.pool?.end();
    await env.box?.close();
    await close?.();
    await rm(env.dir, { recursive: true, force: true });
  });
  return env;
}

let feedNo = 0;

/** A flat for sale in Ordino: `n` varies its facts so homes of one test never look alike. */
export function ordinoFlat(id: string, price: number, n: number): RawAdvert {
  return {
    externalId: id,
    url: `https://alerts-${id}.example/${id}`,
    typeText: "Piso",
    operationText: "sale",
    price,
    currency: "EUR",
    rooms: 1 + (n % 5),
    bathrooms: 1,
    surfaceM2: 50 + n * 17,
    lat: 42.5562 + n * 0.0011,
    lng: 1.5331 + n * 0.0013,
    town: "Ordino",
    description: `Pis a Ordino número ${n}, ${50 + n * 17} m².`,
  };
}

/** One full snapshot of `source`: the adverts given are its whole feed. */
export async function ingestSnapshot(env: AlertEnv, source: string, adverts: RawAdvert[]): Promise<void> {
  const file = path.join(env.dir, `${source}-${feedNo++}.xml`);
  await writeKyeroFeed(file, adverts, "es");
  await ingestFeeds(env.prisma, { id: source, name: source, homepageUrl: `https://${source}.example` }, "kyero", [
    file,
  ]);
}

export const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

/** The first link to `path` in a mail's text. */
export function linkTo(text: string, pathName: string): string {
  const m = text.match(new RegExp(`https?://\\S+${pathName}\\?token=\\S+`));
  if (!m) throw new Error(`no ${pathName} link in:\n${text}`);
  return m[0];
}
