// Reference geography always (idempotent upserts); demo listings only into an empty
// database and unless DEMO_DATA=off.
import { prisma } from "@/lib/db/client";
import { seedReferenceData } from "@/lib/geo";
import { seedDemoData } from "@/lib/ingest/demo";
import { config } from "@/lib/config";

export async function seedData(log: (m: string) => void) {
  await seedReferenceData(prisma);
  if (!config.DEMO_DATA) return log("DEMO_DATA=off: no demo listings");
  const existing = await prisma.property.count();
  if (existing > 0) return log(`Reusing ${existing} properties already in the database`);
  log("Loading demo listings (real pisos.ad adverts republished by simulated portals)…");
  await seedDemoData(prisma, { log });
}
