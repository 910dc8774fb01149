// The `test` every spec imports: Playwright's, with the worker's slot (e2e/slots.ts) as
// the base URL, so `page.goto("/…")` and `request` reach this worker's own app server.
import { test as base } from "@playwright/test";
import { slotFor, type Slot } from "./slots";

export { expect, type BrowserContext, type Locator, type Page, type Response, type Route } from "@playwright/test";

export const test = base.extend<object, { slot: Slot }>({
  slot: [
    async ({}, provide, workerInfo) => {
      // parallelIndex stays in [0, workers) even when a worker restarts after a failure.
      process.env.E2E_SLOT = String(workerInfo.parallelIndex);
      await provide(slotFor(workerInfo.parallelIndex));
    },
    { scope: "worker", auto: true },
  ],
  // (Fixture callbacks get `provide`, not `use`: React's lint rule owns that name.)
  baseURL: async ({ slot }, provide) => provide(slot.baseUrl),
});
