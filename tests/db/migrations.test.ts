// The migrations in prisma/migrations must build exactly the schema in schema.prisma.
import { describe, expect, it } from "vitest";
import { applyMigrations, pendingSchemaSql, schemaDriftSql } from "@/lib/db/migrations";

describe("migrations", () => {
  it("leave nothing to apply on an already migrated database", async () => {
    expect(await applyMigrations(process.env.DATABASE_URL!)).toEqual([]);
  });

  it("agree with schema.prisma (no new migration is pending)", async () => {
    expect(await pendingSchemaSql()).toBe("");
  });

  // Describing a live database goes through the engine's PostgreSQL catalog queries, which
  // run on a real PostgreSQL (CI) but not on PGlite: see docs/decisions.md#writing-migrations.
  it.runIf(process.env.LLAR_TEST_DATABASE_KIND === "postgres")(
    "leave a migrated PostgreSQL with no drift from schema.prisma",
    async () => {
      expect(await schemaDriftSql(process.env.DATABASE_URL!)).toBe("");
    },
  );
});
