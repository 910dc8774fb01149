// Favourites in the account: a heart adds and removes, the browser's list is merged in at
// sign-in (junk and unknown ids dropped, duplicates kept once), and the favourites page
// follows a merged property to its survivor and flags a delisted one.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { favouriteCards } from "@/lib/alerts/favourite-cards";
import { favouriteIds, mergeFavourites, setFavourite } from "@/lib/alerts/favourites";
import { prisma } from "@/lib/db/client";
import { seedProperty } from "../support/api-fixtures";
import { seedMergedPair } from "../support/merge-fixtures";
import { claimTestArea } from "../support/test-area";

const newUser = () => prisma.user.create({ data: { email: `fav-${randomUUID().slice(0, 8)}@alerts.test` } });

describe("favourites", () => {
  it("adds, refuses unknown properties, removes", async () => {
    const area = await claimTestArea();
    const user = await newUser();
    const id = await seedProperty({ ...area.at(0) });
    expect(await setFavourite(user.id, id, true)).toBe(true);
    expect(await setFavourite(user.id, id, true)).toBe(true); // twice is once
    expect(await setFavourite(user.id, randomUUID(), true)).toBe(false);
    expect(await favouriteIds(user.id)).toEqual([id]);
    await setFavourite(user.id, id, false);
    expect(await favouriteIds(user.id)).toEqual([]);
  });

  it("merges the browser's favourites into the account", async () => {
    const area = await claimTestArea();
    const user = await newUser();
    const [a, b] = [await seedProperty({ ...area.at(0) }), await seedProperty({ ...area.at(1) })];
    await setFavourite(user.id, a, true);
    const merged = await mergeFavourites(user.id, [b, a, "not-an-id", randomUUID(), 42]);
    expect(merged.sort()).toEqual([a, b].sort());
  });

  it("follows a merged favourite to the survivor and flags delisted ones", async () => {
    const area = await claimTestArea();
    const { survivor, absorbed } = await seedMergedPair();
    const gone = await seedProperty({ ...area.at(0), status: "delisted" });
    const cards = await favouriteCards([absorbed, gone, survivor]);
    expect(cards.map((c) => [c.property.id, c.savedAs, c.merged, c.delisted])).toEqual([
      [survivor, absorbed, true, false],
      [gone, gone, false, true],
    ]);
  });
});
