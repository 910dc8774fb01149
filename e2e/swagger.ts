// The API reference's Swagger UI, as the e2e specs wait for it. The browser downloads and
// parses its 1.7 MB bundle, then renders the whole OpenAPI 3.1 document: on a busy
// two-core machine (two workers, each with its own app server and Chromium) that takes
// well over the default 10 s, so every spec waits for it with this one allowance.
import { expect, type Locator, type Page } from "@playwright/test";

const SWAGGER_RENDER_TIMEOUT = 60_000;

/** Swagger UI's root on /docs. */
export function swaggerRoot(page: Page): Locator {
  return page.getByTestId("swagger");
}

/** The GET operation of `path` in the reference (e.g. "/parishes"). */
export function swaggerGet(page: Page, path: string): Locator {
  return swaggerRoot(page)
    .locator(".opblock-get")
    .filter({ has: page.locator(`[data-path="${path}"]`) })
    .first();
}

/** Waits until Swagger UI has rendered `operation` (by default its first operation). */
export async function swaggerRendered(page: Page, operation?: Locator): Promise<void> {
  const target = operation ?? swaggerRoot(page).locator(".opblock").first();
  await expect(target).toBeVisible({ timeout: SWAGGER_RENDER_TIMEOUT });
}
