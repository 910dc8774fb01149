// npm run match -- split <listing-id> | merge <listing-id> <listing-id> | list | show <listing-id>
// Operators' corrections of the matcher, applied at once in one transaction (the
// properties they change appear in /v1/changes) and kept by every later ingest run.
// Exit 0 on success; 2 with a one-line message on bad arguments or an advert that is
// not known; 1 on any other failure.
import "@/lib/config/check";
import { createPrismaClient } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import { resolveDatabase } from "@/lib/db/resolve-url";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { checkListingId, CorrectionError } from "@/lib/ingest/corrections/find-advert";
import { listCorrections } from "@/lib/ingest/corrections/list-corrections";
import { mergeAdverts } from "@/lib/ingest/corrections/merge-adverts";
import { splitAdvert } from "@/lib/ingest/corrections/split-advert";

const USAGE = `usage: npm run match -- split <listing-id>                 this advert is another home
       npm run match -- merge <listing-id> <listing-id>    these adverts are one home
       npm run match -- list                               every correction made
       npm run match -- show <listing-id>                  an advert's property and match evidence
A listing id is the id of a source advert as the API gives it: listings[].id in
GET /v1/properties/{id} (a uuid). Later ingest runs keep every correction: a split advert
never rejoins the adverts it left; merged adverts stay one property.`;

const ARITY: Record<string, number> = { split: 1, merge: 2, list: 0, show: 1 };

function fail(code: number, message: string): never {
  console.error(`match: ${message}`);
  process.exit(code);
}

async function run(prisma: PrismaClient, command: string, args: string[]): Promise<void> {
  if (command === "split") {
    const r = await splitAdvert(prisma, args[0]);
    console.log(
      `split #${r.correction}: advert ${r.listingId} left property ${r.fromProperty} (updated) for new property ${r.toProperty} (created); kept apart from ${r.apartFrom} advert(s)`,
    );
  } else if (command === "merge") {
    const r = await mergeAdverts(prisma, args[0], args[1]);
    console.log(
      `merge #${r.correction}: property ${r.absorbed} merged into ${r.survivor} (${r.moved} advert(s) moved)`,
    );
  } else if (command === "list") {
    const rows = await listCorrections(prisma);
    if (!rows.length) console.log("no corrections");
    for (const c of rows) {
      const adverts = c.listing_ids.map((id, i) => `${id} (now in ${c.properties_now[i] ?? "?"})`).join(" + ");
      const what =
        c.kind === "split" ? `${c.from_property} -> new ${c.to_property}` : `${c.from_property} into ${c.to_property}`;
      console.log(`#${c.id}\t${c.created_at}\t${c.kind}\t${adverts}\t${what}`);
    }
  } else {
    const row = await prisma.listing.findUnique({
      where: { id: checkListingId(args[0]) },
      select: { propertyId: true, matchEvidence: true },
    });
    if (!row) throw new CorrectionError(`no advert has listing id ${args[0]}`);
    console.log(
      JSON.stringify({ listing_id: args[0], property_id: row.propertyId, match_evidence: row.matchEvidence }, null, 2),
    );
  }
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command === "--help" || command === "-h" || command === "help") {
    console.log(USAGE);
    return;
  }
  const commands = `${Object.keys(ARITY).join(", ")}; --help for usage`;
  if (!command) fail(2, `missing command (${commands})`);
  if (!(command in ARITY)) fail(2, `unknown command "${command}" (${commands})`);
  if (args.length !== ARITY[command]) fail(2, `${command} takes ${ARITY[command]} listing id(s), got ${args.length}`);
  try {
    args.forEach(checkListingId);
  } catch (err) {
    fail(2, (err as Error).message);
  }
  const db = await resolveDatabase();
  if (db.embedded) await applyMigrations(db.url);
  const prisma = createPrismaClient(db.url, 2);
  try {
    await run(prisma, command, args);
  } catch (err) {
    if (err instanceof CorrectionError) fail(2, err.message);
    fail(1, (err as Error).message.split("\n")[0]);
  } finally {
    await prisma.$disconnect();
  }
}

await main();
