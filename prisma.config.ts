// Prisma CLI configuration (Prisma 7). The database URL is only needed by CLI
// commands that talk to a database; Llar applies migrations itself through the
// WebAssembly schema engine (lib/db/migrate.ts), so an unset DATABASE_URL is fine.
import { defineConfig } from "prisma/config";
import { config } from "./lib/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  ...(config.DATABASE_URL ? { datasource: { url: config.DATABASE_URL } } : {}),
});
