// `npm run match -- split <listing-id>`: this advert is another home. It leaves its
// property for a new one (created), the property it left is recomputed (updated), and
// the advert is kept apart from the adverts it left by every later run (KeptApart).
import { CLOCK_TRANSACTION } from "@/lib/db/change-clock";
import { randomUUID } from "node:crypto";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { aggregateProperty, propertyColumns } from "../apply/aggregate";
import { reserveChangeStamps } from "../apply/change-stamps";
import { insertRows } from "../apply/sql";
import { loadAggListings } from "../apply/state";
import { CorrectionError, findAdvert, noteOnEvidence } from "./find-advert";
import { restampProperties } from "./restamp";

export type SplitResult = {
  correction: number;
  listingId: string;
  fromProperty: string;
  toProperty: string;
  apartFrom: number;
};

export async function splitAdvert(prisma: PrismaClient, listingId: string): Promise<SplitResult> {
  return prisma.$transaction(async (tx) => {
    const advert = await findAdvert(tx, listingId);
    const from = advert.propertyId;
    const listings = (await loadAggListings(tx, [from])).get(from) ?? [];
    const others = listings.filter((l) => l.id !== advert.id).map((l) => l.id);
    if (!others.length)
      throw new CorrectionError(
        `advert ${advert.id} is the only advert of property ${from}: it is a home of its own already`,
      );
    const to = randomUUID();
    const fields = aggregateProperty(listings.filter((l) => l.id === advert.id))!;
    const [stamp] = await reserveChangeStamps(tx, 1);
    await insertRows(tx, "property", [{ id: to, ...propertyColumns(fields), created_at: stamp, updated_at: stamp }]);
    await tx.$executeRawUnsafe(
      `UPDATE listing SET property_id = $2::uuid, match_score = NULL WHERE id = $1::uuid`,
      advert.id,
      to,
    );
    await restampProperties(tx, [from]);
    const { id } = await tx.matchCorrection.create({
      data: { kind: "split", listingIds: [advert.id], apartFrom: others, fromProperty: from, toProperty: to },
    });
    await noteOnEvidence(tx, [advert.id], {
      correction: id,
      action: "split",
      from_property: from,
      kept_apart_from: others,
      at: new Date().toISOString(),
    });
    return { correction: id, listingId: advert.id, fromProperty: from, toProperty: to, apartFrom: others.length };
  }, CLOCK_TRANSACTION);
}
