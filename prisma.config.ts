// Prisma CLI configuration (Prisma 7). The database URL is only needed by CLI
// commands that talk to a database; Llar applies migrations itself through the
// WebAssembly schema engine (lib/db/migrate.ts), so an unset DATABASE_URL is fine.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  ...(process.env.DATABASE_URL ? { datasource: { url: process.env.DATABASE_URL } } : {}),
});
