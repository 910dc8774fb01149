// RFC 8058 one-click unsubscribe: a mail client's POST to the List-Unsubscribe URL stops the
// saved search and drops its unsent mails; a forged or missing token changes nothing; the
// unsubscribe page's form gets a redirect back to the page.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/alerts/unsubscribe/route";
import { alertLink } from "@/lib/alerts/alert-token";
import { prisma } from "@/lib/db/client";

async function savedSearch() {
  const search = await prisma.savedSearch.create({
    data: {
      email: `one-click-${randomUUID().slice(0, 8)}@alerts.test`,
      locale: "en",
      query: "op=sale",
      frequency: "immediate",
      cursor: new Date(),
      confirmedAt: new Date(),
    },
  });
  await prisma.alertMail.create({
    data: {
      savedSearchId: search.id,
      cursorTo: new Date(),
      toAddress: search.email,
      subject: "s",
      text: "t",
      unsubscribeUrl: "u",
    },
  });
  return search;
}

const oneClick = (id: string) => alertLink("http://alerts.test", "unsubscribe", id).replace("/alerts/", "/api/alerts/");
const post = (url: string, accept = "*/*") =>
  POST(
    new Request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept },
      body: "List-Unsubscribe=One-Click",
    }),
  );

describe("one-click unsubscribe", () => {
  it("stops the search and drops its unsent mails", async () => {
    const search = await savedSearch();
    const res = await post(oneClick(search.id));
    expect(res.status).toBe(200);
    const after = await prisma.savedSearch.findUniqueOrThrow({ where: { id: search.id } });
    expect(after.unsubscribedAt).not.toBeNull();
    expect(await prisma.alertMail.count({ where: { savedSearchId: search.id } })).toBe(0);
  });

  it("refuses a forged token and changes nothing", async () => {
    const search = await savedSearch();
    const forged = oneClick(search.id).replace(/_[\w-]{4}/, "_AAAA");
    expect((await post(forged)).status).toBe(404);
    expect((await post("http://alerts.test/api/alerts/unsubscribe")).status).toBe(404);
    const after = await prisma.savedSearch.findUniqueOrThrow({ where: { id: search.id } });
    expect(after.unsubscribedAt).toBeNull();
  });

  it("sends the page's form back to the page", async () => {
    const search = await savedSearch();
    const res = await post(oneClick(search.id), "text/html,application/xhtml+xml");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/alerts/unsubscribe?done=1");
  });
});
