// The migration that stores every address in its NFKC spelling (lib/auth/email.ts), run
// again over rows written the old way: look-alike spellings take the plain one, and where
// two accounts would collide the oldest takes it and the other keeps its spelling.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPrismaClient } from "@/lib/db/client";

const prisma = createPrismaClient(process.env.DATABASE_URL!, 2);
afterAll(() => prisma.$disconnect());

const MIGRATION = path.join(process.cwd(), "prisma/migrations/20261128100000_normalise_stored_emails/migration.sql");

describe("normalising stored emails", () => {
  it("rewrites look-alike spellings, leaving a collision to the oldest account", async () => {
    const tag = `${process.pid}-${Date.now()}`;
    const plainTaken = `taken-${tag}@norm.test`;
    await prisma.user.create({ data: { email: plainTaken } });
    const [alone, takenTwin, first, second] = await Promise.all(
      [`alone-${tag}@norm．test`, `taken-${tag}＠norm.test`].map((email) => prisma.user.create({ data: { email } })),
    ).then(async (made) => [
      ...made,
      await prisma.user.create({
        data: { email: `pair-${tag}@norm．test`, createdAt: new Date(Date.UTC(2020, 0, 1)) },
      }),
      await prisma.user.create({
        data: { email: `pair-${tag}＠norm．test`, createdAt: new Date(Date.UTC(2021, 0, 1)) },
      }),
    ]);
    const sql = await readFile(MIGRATION, "utf8");
    for (const statement of sql.split(/;\s*\n/).filter((s) => s.replace(/--.*$/gm, "").trim()))
      await prisma.$executeRawUnsafe(statement);
    const emailOf = async (id: string) => (await prisma.user.findUniqueOrThrow({ where: { id } })).email;
    expect(await emailOf(alone.id)).toBe(`alone-${tag}@norm.test`);
    expect(await emailOf(takenTwin.id)).toBe(`taken-${tag}＠norm.test`); // the plain spelling has its account
    expect(await emailOf(first.id)).toBe(`pair-${tag}@norm.test`);
    expect(await emailOf(second.id)).toBe(`pair-${tag}＠norm．test`);
  });
});
