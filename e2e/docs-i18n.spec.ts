// /docs in Catalan, Spanish and French (issue #23): Swagger UI's own interface speaks the
// page's language ("Try it out", "Execute", the response's headings),
// "Try it out" still calls this server, the OpenAPI document's text and the code stay as
// they are (English, marked lang="en" / translate="no"), and axe stays clean.
import { expect, test, type Locator, type Page } from "./test";
import { MESSAGES } from "../lib/i18n/messages";
import { SWAGGER_LABELS } from "../lib/portal/swagger-labels";
import { expectNoForeignText } from "./i18n-scan";
import { createKey, seriousViolations, signInAsNewUser } from "./portal-helpers";
import { swaggerGet, swaggerRendered, swaggerRoot } from "./swagger";

test.use({ viewport: { width: 1366, height: 900 } });

type Operation = { summary: string; description: string };

/** Swagger UI's interface text (outside the document's prose and the code) that is still one
 *  of its English labels: the labels this language words differently must all be gone. */
async function englishLabelsLeft(swagger: Locator, locale: "ca" | "es" | "fr"): Promise<string[]> {
  const widget = MESSAGES[locale].apiDocs.widget;
  const english: string[] = Object.entries(SWAGGER_LABELS)
    .filter(([key]) => widget[key as keyof typeof widget] !== MESSAGES.en.apiDocs.widget[key as keyof typeof widget])
    .flatMap(([, s]) => (typeof s === "string" ? [s] : [...s]));
  const shown = await swagger.evaluate((root) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (el && !el.closest('[lang="en"], [translate="no"]')) texts.push((n.nodeValue ?? "").trim());
    }
    for (const el of root.querySelectorAll("[title], [aria-label], [placeholder]"))
      for (const a of ["title", "aria-label", "placeholder"]) texts.push(el.getAttribute(a)?.trim() ?? "");
    return texts;
  });
  return [...new Set(shown.filter((t) => english.includes(t)))];
}

async function authorize(page: Page, locale: "ca" | "es" | "fr", key: string) {
  const form = MESSAGES[locale].apiDocs.authorize;
  await page.getByLabel(form.fullKey).fill(key);
  await page.getByRole("form", { name: form.title }).getByRole("button", { name: form.submit }).click();
  await expect(page.getByText(form.done.split("{")[0])).toBeVisible();
}

for (const locale of ["ca", "es", "fr"] as const) {
  test(`Swagger UI's interface is in ${locale}; the API's own text stays English`, async ({ page, context }) => {
    test.setTimeout(120_000);
    const w = MESSAGES[locale].apiDocs.widget;
    await signInAsNewUser(page, `docs-${locale}`);
    const key = await createKey(page, "Docs app");
    await context.addCookies([{ name: "llar-locale", value: locale, url: new URL(page.url()).origin }]);
    const spec = (await (await page.request.get("/v1/openapi.json")).json()) as {
      paths: Record<string, { get: Operation }>;
    };
    const parishes = spec.paths["/parishes"].get;

    await page.goto("/docs");
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    const swagger = swaggerRoot(page);
    const operation = swaggerGet(page, "/parishes");
    await swaggerRendered(page, operation);
    await authorize(page, locale, key);

    // One way to authorize: the page's form; Swagger UI's own button and locks are hidden.
    await expect(swagger.locator(".auth-wrapper")).toBeHidden();

    // The document's text stays English and is declared so; the path is code.
    await expect(operation.locator(".opblock-summary-description")).toHaveText(parishes.summary);
    await expect(operation.locator(".opblock-summary-description")).toHaveAttribute("lang", "en");
    await expect(operation.locator(".opblock-summary-path")).toHaveAttribute("translate", "no");

    await operation.locator(".opblock-summary-control").click();
    await expect(operation.locator(".opblock-description")).toContainText(parishes.description);
    await expect(operation.locator(".opblock-description")).toHaveAttribute("lang", "en");
    await expect(operation.locator(".opblock-section-header h4").first()).toHaveText(w.parameters);
    // The parameters table: its headings translated, the parameter's name (code) as written.
    const parameters = operation.locator("table.parameters");
    await expect(parameters.locator("thead")).toHaveText(new RegExp(`${w.name}\\s*${w.description}`));
    await expect(parameters.locator(".parameter__name").first()).toContainText("If-None-Match");
    await expect(parameters.locator(".parameter__name").first()).toHaveAttribute("translate", "no");
    // tryItOutEnabled: the operation opens ready to execute; leave and re-enter try-it-out.
    await operation.getByRole("button", { name: w.cancel, exact: true }).click();
    await expect(operation.getByRole("button", { name: w.execute })).toBeHidden();
    await operation.getByRole("button", { name: w.tryItOut }).click();
    await operation.getByRole("button", { name: w.execute }).click();

    // The request still works, against this server, with the key; its result is labelled.
    const live = operation.locator(".live-responses-table");
    await expect(live.locator("tr.response .response-col_status")).toHaveText("200");
    await expect(live).toContainText(/x-api-plan: free/i);
    await expect(live).toContainText('"id": "andorra_la_vella"'); // the response body, as the API sent it
    await expect(operation.getByRole("button", { name: w.clear })).toBeVisible();
    for (const heading of [w.requestUrl, w.serverResponse, w.responses]) {
      await expect(operation.getByRole("heading", { name: heading, exact: true }).first()).toBeVisible();
    }
    for (const label of [w.responseBody, w.responseHeaders]) {
      await expect(live.getByRole("heading", { name: label, exact: true })).toBeVisible();
    }
    await expect(live.locator("thead")).toContainText(w.details);
    await expect(operation.locator(".responses-table").last()).toContainText(w.description);

    await swagger.locator(".models .json-schema-2020-12-accordion, .models .model-box-control").first().click();
    expect(await englishLabelsLeft(swagger, locale)).toEqual([]);
    await expectNoForeignText(page, locale);
    expect(await seriousViolations(page), `/docs in ${locale}, an operation run and a schema open`).toEqual([]);
  });
}
