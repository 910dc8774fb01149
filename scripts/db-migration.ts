// npm run db:migration -- <name> — write prisma/migrations/<timestamp>_<name>/migration.sql
// from the diff between the existing migrations and prisma/schema.prisma
// (what `prisma migrate dev --create-only` does). Needs no database: the migrations are
// replayed into a throwaway in-memory PGlite.
import "@/lib/config/check";
import { createMigration } from "@/lib/db/migrations";

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("usage: npm run db:migration -- <name>   (name: lowercase letters, digits and _)");
  process.exit(2);
}
try {
  const dir = await createMigration(name);
  console.log(dir ? `Wrote ${dir}/migration.sql` : "schema.prisma and the migrations agree: nothing to write.");
} catch (err) {
  console.error(`db:migration failed: ${(err as Error).message.split("\n")[0]}`);
  process.exitCode = 1;
}
