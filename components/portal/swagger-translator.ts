// Puts Swagger UI's interface in the page's language. Swagger UI has no i18n and its labels
// are literals inside its components (see lib/portal/swagger-labels.ts), so after it renders,
// and on every change it makes, this swaps the text nodes and the title / aria-label /
// placeholder attributes that are exactly one of its labels for the catalog's words.
//
// What it never touches: the OpenAPI document's own text (titles, summaries, descriptions,
// tag names, schemas: the API's reference, English by decision) and code (paths, parameter
// names, types, example values, requests and responses). Those regions are marked instead:
// `lang="en"` on the document's prose, so screen readers read it as English and the e2e
// language scanner (e2e/i18n-scan.ts) sets it aside; `translate="no"` on code, as in the guides.
import { translateLabel, type SwaggerDictionary } from "@/lib/portal/swagger-labels";

const DOCUMENT_TEXT = [
  ".info",
  ".opblock-tag .nostyle",
  ".opblock-tag small",
  ".opblock-summary-description",
  // The operation's description (not its wrapper: "No parameters" shares that class).
  ".opblock-description",
  // Parameter enums and defaults are Swagger UI's markdown too: their label ("Available
  // values") is interface, their values are code-like and the same in every language.
  ".markdown:not(.parameter__enum, .parameter__default)",
  ".renderedMarkdown:not(.parameter__enum, .parameter__default)",
  ".model-box",
  // A response's documented headers: their names, descriptions, types and examples.
  "table.headers tbody",
  ".json-schema-2020-12",
].join(", ");

const CODE = [
  "pre",
  "code",
  "textarea",
  "select",
  // A parameter's field shows the parameter's description as its placeholder.
  "tr[data-param-name] input",
  ".parameter__name",
  ".parameter__type",
  ".parameter__in",
  ".parameter__deprecated",
  ".prop-format",
  ".opblock-summary-method",
  ".opblock-summary-path",
  ".opblock-summary-operation-id",
].join(", ");

/** Swagger UI's own controls that sit inside a document region (the schema viewer's button). */
const INTERFACE_IN_DOCUMENT = ".json-schema-2020-12-expand-deep-button";

const ATTRIBUTES = ["title", "aria-label", "placeholder"];

function isInterface(element: Element): boolean {
  return !element.closest(`${DOCUMENT_TEXT}, ${CODE}`) || !!element.closest(INTERFACE_IN_DOCUMENT);
}

function markRegions(scope: Element, locale: string): void {
  const within = (selector: string) => [
    ...(scope.matches(selector) ? [scope] : []),
    ...scope.querySelectorAll(selector),
  ];
  for (const el of within(DOCUMENT_TEXT)) if (el.getAttribute("lang") !== "en") el.setAttribute("lang", "en");
  for (const el of within(CODE)) if (el.getAttribute("translate") !== "no") el.setAttribute("translate", "no");
  for (const el of within(INTERFACE_IN_DOCUMENT))
    if (el.getAttribute("lang") !== locale) el.setAttribute("lang", locale);
}

function translateTextNode(node: Text, dictionary: SwaggerDictionary): void {
  if (!node.parentElement || !isInterface(node.parentElement)) return;
  const words = translateLabel(node.nodeValue ?? "", dictionary);
  if (words !== undefined) node.nodeValue = words;
}

/** Attributes never rewritten: inside code, and a parameter field's (its placeholder is the
 *  parameter's description). A select's aria-label ("Media Type") is interface. */
const KEEP_ATTRIBUTES = "pre, code, tr[data-param-name] input";

function translateAttributes(element: Element, dictionary: SwaggerDictionary): void {
  if (element.closest(KEEP_ATTRIBUTES)) return;
  for (const name of ATTRIBUTES) {
    const value = element.getAttribute(name);
    const words = value === null ? undefined : translateLabel(value, dictionary);
    if (words !== undefined) element.setAttribute(name, words);
  }
}

function localizeSubtree(scope: Node, dictionary: SwaggerDictionary, locale: string): void {
  if (scope instanceof Text) return translateTextNode(scope, dictionary);
  if (!(scope instanceof Element)) return;
  markRegions(scope, locale);
  translateAttributes(scope, dictionary);
  for (const el of scope.querySelectorAll(ATTRIBUTES.map((a) => `[${a}]`).join(", ")))
    translateAttributes(el, dictionary);
  const texts = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  for (let n = texts.nextNode(); n; n = texts.nextNode()) translateTextNode(n as Text, dictionary);
}

/** Translates what Swagger UI has rendered in `root` and keeps doing so as it re-renders
 *  (opening an operation, "Try it out", a response). Returns the function that stops it. */
export function localizeSwaggerUI(root: HTMLElement, dictionary: SwaggerDictionary, locale: string): () => void {
  localizeSubtree(root, dictionary, locale);
  // Our own writes come back as mutations too; they are no-ops (a translated text is no
  // longer one of Swagger UI's labels), so the observer settles.
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "characterData") translateTextNode(record.target as Text, dictionary);
      else if (record.type === "attributes") translateAttributes(record.target as Element, dictionary);
      else for (const node of record.addedNodes) localizeSubtree(node, dictionary, locale);
    }
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ATTRIBUTES,
  });
  return () => observer.disconnect();
}
