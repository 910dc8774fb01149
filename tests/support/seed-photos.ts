// Photo rows as the photo stage leaves them, from a hash file committed beside a fixture
// (url TAB status TAB signed dHash): a test of matching gets its photo evidence without
// fetching (the stage fetches a URL once; a row already there is not fetched again).
import { readFile } from "node:fs/promises";
import type { PrismaClient } from "@/lib/generated/prisma/client";

export async function seedPhotoRows(prisma: PrismaClient, file: string): Promise<number> {
  const rows = (await readFile(file, "utf8"))
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => l.split("\t"));
  await prisma.$executeRawUnsafe(
    `INSERT INTO photo (url, status, hash)
     SELECT u, s, NULLIF(h, '')::bigint FROM unnest($1::text[], $2::text[], $3::text[]) AS t(u, s, h)
     ON CONFLICT (url) DO NOTHING`,
    rows.map((r) => r[0]),
    rows.map((r) => r[1]),
    rows.map((r) => r[2] ?? ""),
  );
  return rows.length;
}
