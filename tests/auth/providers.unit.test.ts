// Optional sign-in methods switch on only with their environment variables.
import { describe, expect, it } from "vitest";
import { buildProviders, enabledSignInMethods } from "@/lib/auth/providers";
import { parseConfig } from "@/lib/config";

describe("sign-in providers", () => {
  it("offers only email + password with no configuration", () => {
    expect(enabledSignInMethods(parseConfig({}))).toEqual([]);
    expect(buildProviders(parseConfig({})).map((p) => p.id)).toEqual(["credentials"]);
  });

  it("adds GitHub, Google and magic links when each is fully configured", () => {
    const env = {
      GITHUB_ID: "gh",
      GITHUB_SECRET: "ghs",
      GOOGLE_CLIENT_ID: "go",
      GOOGLE_CLIENT_SECRET: "gos",
      EMAIL_SERVER: "smtp://user:pass@127.0.0.1:2525",
      EMAIL_FROM: "Llar <login@llar.test>",
    };
    expect(buildProviders(parseConfig(env)).map((p) => p.id)).toEqual(["credentials", "github", "google", "email"]);
    expect(enabledSignInMethods(parseConfig(env)).map((m) => m.name)).toEqual(["GitHub", "Google", "Email link"]);
  });

  it("ignores half-configured methods", () => {
    expect(
      buildProviders(parseConfig({ GITHUB_ID: "gh", GOOGLE_CLIENT_SECRET: "x", EMAIL_FROM: "a@b.test" })).map(
        (p) => p.id,
      ),
    ).toEqual(["credentials"]);
  });
});
