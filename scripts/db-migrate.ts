// npm run db:migrate — apply pending migrations from prisma/migrations (like
// `prisma migrate deploy`) to DATABASE_URL, or to the embedded database.
import "@/lib/config/check";
import { resolveDatabase } from "@/lib/db/resolve-url";
import { applyMigrations } from "@/lib/db/migrations";

const db = await resolveDatabase();
try {
  const applied = await applyMigrations(db.url);
  console.log(
    applied.length ? `Applied ${applied.length} migration(s): ${applied.join(", ")}` : "No pending migrations.",
  );
} catch (err) {
  console.error(`db:migrate failed: ${(err as Error).message.split("\n")[0]}`);
  process.exitCode = 1;
} finally {
  await db.stop();
}
