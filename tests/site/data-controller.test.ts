// Who /privacy names as controller and where /contact sends data requests: the
// deployment's settings, with the local demo's defaults when unset or blank.
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTROLLER, DEFAULT_PRIVACY_EMAIL, dataController } from "@/lib/site/data-controller";
import { SAVED_SEARCH_RETENTION_DAYS } from "@/lib/alerts/prune-saved-searches";

describe("dataController", () => {
  it("uses the demo's defaults when nothing is set", () => {
    expect(dataController({})).toEqual({
      name: DEFAULT_CONTROLLER,
      email: DEFAULT_PRIVACY_EMAIL,
      logDays: 30,
      alertDays: SAVED_SEARCH_RETENTION_DAYS,
    });
    expect(dataController({ PRIVACY_CONTROLLER: "  ", PRIVACY_EMAIL: "", PRIVACY_LOG_DAYS: "-3" })).toMatchObject({
      name: DEFAULT_CONTROLLER,
      email: DEFAULT_PRIVACY_EMAIL,
      logDays: 30,
    });
  });

  it("takes the deployment's controller, mailbox and log retention", () => {
    const env = { PRIVACY_CONTROLLER: "Llar SL, Av. Meritxell 1, Andorra la Vella", PRIVACY_EMAIL: "dpo@llar.example" };
    expect(dataController({ ...env, PRIVACY_LOG_DAYS: "14" })).toMatchObject({
      name: env.PRIVACY_CONTROLLER,
      email: "dpo@llar.example",
      logDays: 14,
    });
  });
});
