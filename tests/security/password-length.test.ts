// Finding: the minimum password length was 10; ASVS 2.1.1 asks for 12.
import { describe, expect, it } from "vitest";
import { signUpWithPassword } from "@/lib/auth/sign-up";

describe("password length", () => {
  it("refuses 11 characters and accepts 12", async () => {
    const email = (n: number) => `len${n}-${Date.now()}@security.test`;
    expect(await signUpWithPassword({ email: email(11), password: "elevenchars" }, "192.0.2.90")).toEqual({
      ok: false,
      fieldErrors: { password: { code: "passwordMin", params: { min: 12 } } },
    });
    expect((await signUpWithPassword({ email: email(12), password: "twelve chars" }, "192.0.2.90")).ok).toBe(true);
  });
});
