// The signed links of alert mails: one purpose each, bound to one saved search, and
// refused when tampered with or signed with another secret.
import { describe, expect, it } from "vitest";
import { alertLink, verifyAlertToken } from "@/lib/alerts/alert-token";
import { parseConfig } from "@/lib/config";

const ID = "3f1c2a8e-6b0d-4f3a-9c1e-2d4b5a6c7e8f";
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

describe("alert tokens", () => {
  it("verifies its own purpose and saved search only", () => {
    const unsubscribe = tokenOf(alertLink("https://llar.example", "unsubscribe", ID));
    expect(verifyAlertToken("unsubscribe", unsubscribe)).toBe(ID);
    expect(verifyAlertToken("confirm", unsubscribe)).toBeNull();
    const other = "3f1c2a8e-6b0d-4f3a-9c1e-2d4b5a6c7e80";
    expect(verifyAlertToken("unsubscribe", `${other}${unsubscribe.slice(ID.length)}`)).toBeNull();
  });

  it("refuses tampered, foreign and malformed tokens", () => {
    const token = tokenOf(alertLink("https://llar.example", "confirm", ID));
    expect(verifyAlertToken("confirm", token.slice(0, -2) + (token.endsWith("A") ? "BB" : "AA"))).toBeNull();
    expect(verifyAlertToken("confirm", token, parseConfig({ NEXTAUTH_SECRET: "another secret" }))).toBeNull();
    for (const bad of ["", "abc", ID, `${ID}_`, "x".repeat(500), undefined, null])
      expect(verifyAlertToken("confirm", bad)).toBeNull();
  });
});
