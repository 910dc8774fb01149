// `npm run match -- merge <listing-id> <listing-id>`: these adverts are one home. The
// property created first survives (the id integrators have had longest) and takes every
// advert of the other, which becomes a delisted shell with merged_into, as a merge found
// by ingestion does. Splits that kept their adverts apart no longer apply (KeptApart
// pairs are read only between adverts of different properties).
import { CLOCK_TRANSACTION } from "@/lib/db/change-clock";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { markMerged } from "../apply/write-batch";
import { CorrectionError, findAdvert, noteOnEvidence } from "./find-advert";
import { restampProperties } from "./restamp";

export type MergeResult = {
  correction: number;
  listingIds: [string, string];
  survivor: string;
  absorbed: string;
  moved: number;
};

export async function mergeAdverts(prisma: PrismaClient, first: string, second: string): Promise<MergeResult> {
  return prisma.$transaction(async (tx) => {
    const a = await findAdvert(tx, first);
    const b = await findAdvert(tx, second);
    if (a.id === b.id) throw new CorrectionError(`merge needs two different adverts (${a.id} is given twice)`);
    if (a.propertyId === b.propertyId)
      throw new CorrectionError(`adverts ${a.id} and ${b.id} are one property already (${a.propertyId})`);
    const [survivor, absorbed] = [a, b]
      .sort((x, y) =>
        x.createdAt < y.createdAt ? -1 : x.createdAt > y.createdAt ? 1 : x.propertyId < y.propertyId ? -1 : 1,
      )
      .map((x) => x.propertyId);
    const moved = await tx.listing.updateMany({ where: { propertyId: absorbed }, data: { propertyId: survivor } });
    const shells = await markMerged(tx, absorbed, survivor);
    await restampProperties(tx, [survivor, ...shells]);
    const { id } = await tx.matchCorrection.create({
      data: { kind: "merge", listingIds: [a.id, b.id], apartFrom: [], fromProperty: absorbed, toProperty: survivor },
    });
    await noteOnEvidence(tx, [a.id, b.id], {
      correction: id,
      action: "merge",
      with: [a.id, b.id],
      absorbed_property: absorbed,
      at: new Date().toISOString(),
    });
    return { correction: id, listingIds: [a.id, b.id], survivor, absorbed, moved: moved.count };
  }, CLOCK_TRANSACTION);
}
