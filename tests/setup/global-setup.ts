// Vitest global setup: one fresh, migrated database with reference data per test run,
// handed to every test worker as DATABASE_URL (tests/setup/env.ts). Tests seed the rest
// of the data they need themselves, each file in its own map area (tests/support/test-area.ts).
import type { TestProject } from "vitest/node";
import { applyMigrations } from "@/lib/db/migrations";
import { createPrismaClient } from "@/lib/db/client";
import { seedReferenceData } from "@/lib/geo";
import { AREA_SEQUENCE } from "../support/test-area";
import { createTestDatabase } from "../support/test-database";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseKind: "postgres" | "embedded";
  }
}

export default async function setup(project: TestProject) {
  const db = await createTestDatabase();
  try {
    await applyMigrations(db.url);
    const prisma = createPrismaClient(db.url, db.kind === "embedded" ? 1 : 2);
    await seedReferenceData(prisma);
    await prisma.$executeRawUnsafe(`CREATE SEQUENCE ${AREA_SEQUENCE}`);
    await prisma.$disconnect();
  } catch (err) {
    await db.drop();
    throw err;
  }
  project.provide("databaseUrl", db.url);
  project.provide("databaseKind", db.kind);
  return async () => {
    await db.drop();
  };
}
