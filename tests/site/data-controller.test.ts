// Who /privacy names as controller and where /contact sends data requests: the
// deployment's settings, with the local demo's defaults when unset or blank.
import { describe, expect, it } from "vitest";
import { parseConfig } from "@/lib/config";
import { dataController } from "@/lib/site/data-controller";
import { SAVED_SEARCH_RETENTION_DAYS } from "@/lib/alerts/prune-saved-searches";

describe("dataController", () => {
  it("uses the demo's defaults when nothing is set", () => {
    const demo = { name: "Llar (demo)", email: "privacy@llar.ad", logDays: 30, alertDays: SAVED_SEARCH_RETENTION_DAYS };
    expect(dataController(parseConfig({}))).toEqual(demo);
    expect(dataController(parseConfig({ PRIVACY_CONTROLLER: "  ", PRIVACY_EMAIL: "", PRIVACY_LOG_DAYS: "" }))).toEqual(
      demo,
    );
  });

  it("refuses a retention that is not a whole number of days", () => {
    expect(() => parseConfig({ PRIVACY_LOG_DAYS: "-3" })).toThrow(/PRIVACY_LOG_DAYS must be a whole number 1 or more/);
  });

  it("takes the deployment's controller, mailbox and log retention", () => {
    const env = { PRIVACY_CONTROLLER: "Llar SL, Av. Meritxell 1, Andorra la Vella", PRIVACY_EMAIL: "dpo@llar.example" };
    expect(dataController(parseConfig({ ...env, PRIVACY_LOG_DAYS: "14" }))).toMatchObject({
      name: env.PRIVACY_CONTROLLER,
      email: "dpo@llar.example",
      logDays: 14,
    });
  });
});
