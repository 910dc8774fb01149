// Enterprise contact requests: validated per field, stored, listed for admins unhandled first.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import {
  listEnterpriseRequests,
  markEnterpriseRequestHandled,
  submitEnterpriseRequest,
} from "@/lib/billing/enterprise-request";

describe("enterprise requests", () => {
  it("names every missing or invalid field", async () => {
    const res = await submitEnterpriseRequest(
      { name: "", email: "nope", company: "", message: "hi" },
      null,
      "192.0.2.10",
    );
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(Object.keys(res.fieldErrors).sort()).toEqual(["company", "email", "message", "name"]);
    expect(res.fieldErrors.message).toEqual({ code: "messageMin" });
  });

  it("stores a request and lists it until it is handled", async () => {
    const company = `Agency ${Date.now()}`;
    const res = await submitEnterpriseRequest(
      { name: "Marta", email: " Marta@Agency.AD ", company, message: "We need the whole market daily for our CRM." },
      null,
      "192.0.2.11",
    );
    expect(res).toEqual({ ok: true });
    const row = await prisma.enterpriseRequest.findFirstOrThrow({ where: { company } });
    expect(row).toMatchObject({ email: "marta@agency.ad", handledAt: null });
    expect((await listEnterpriseRequests())[0].handledAt).toBeNull();
    await markEnterpriseRequestHandled(row.id);
    await markEnterpriseRequestHandled("not-a-uuid");
    expect((await prisma.enterpriseRequest.findUniqueOrThrow({ where: { id: row.id } })).handledAt).toBeInstanceOf(
      Date,
    );
  });
});
