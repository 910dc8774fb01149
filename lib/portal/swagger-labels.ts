// Swagger UI's own interface words, as its bundle writes them (swagger-ui 5.x), keyed by their
// message in the `apiDocs.widget` catalog. Swagger UI has no i18n of its own (its labels are
// literals in its React components: swagger-api/swagger-ui#2488), so
// components/portal/swagger-translator.ts swaps these exact texts for the reader's language.
// tests/portal/swagger-labels.test.ts checks each one is still a literal of the bundle, so an
// upgrade that rewords a label fails there rather than leaving it in English.

/** Key → Swagger UI's exact text (trimmed). Several texts may share one message. */
export const SWAGGER_LABELS = {
  tryItOut: "Try it out",
  cancel: "Cancel",
  execute: "Execute",
  clear: "Clear",
  parameters: "Parameters",
  noParameters: "No parameters",
  requestBody: "Request body",
  responses: "Responses",
  code: "Code",
  description: "Description",
  links: "Links",
  noLinks: "No links",
  name: "Name",
  type: "Type",
  headersLabel: "Headers:",
  mediaType: ["Media type", "Media Type"],
  // "Controls <code>Accept</code> header.": the two halves around the header's name, each
  // translated so that they read as one sentence ("Defineix la capçalera Accept de la petició.").
  acceptBefore: "Controls",
  acceptAfter: "header.",
  requestContentType: ["Request content type", "Parameter content type"],
  responseContentType: "Response content type",
  exampleValue: "Example Value",
  editValue: "Edit Value",
  schema: "Schema",
  examples: "Examples",
  examplesLabel: "Examples:",
  sendEmptyValue: "Send empty value",
  availableValues: "Available values",
  defaultValue: "Default value",
  requestUrl: "Request URL",
  serverResponse: "Server response",
  details: "Details",
  responseBody: "Response body",
  responseHeaders: "Response headers",
  download: "Download",
  undocumented: "Undocumented",
  schemas: "Schemas",
  servers: "Servers",
  expandAll: "Expand all",
  collapseAll: "Collapse all",
  expandOperation: "Expand operation",
  collapseOperation: "Collapse operation",
  copyCode: "Copy code to clipboard",
  copyPath: "Copy path to clipboard",
  copyCurl: "Copy cURL command to clipboard",
  copySnippet: "Copy request snippet to clipboard",
  authorize: "Authorize",
  availableAuthorizations: "Available authorizations",
  authorized: "Authorized",
  bearerValue: ["Value:", "auth-bearer-value"],
  logout: "Logout",
  close: "Close",
  removeAuthorization: "Remove authorization",
  applyCredentials: "Apply credentials",
  authorizationLocked: "authorization button locked",
  authorizationUnlocked: "authorization button unlocked",
} as const satisfies Record<string, string | readonly string[]>;

export type SwaggerLabelKey = keyof typeof SWAGGER_LABELS;

/** Swagger UI's English text → the reader's words. */
export type SwaggerDictionary = ReadonlyMap<string, string>;

export function swaggerDictionary(translate: (key: SwaggerLabelKey) => string): SwaggerDictionary {
  const dictionary = new Map<string, string>();
  for (const [key, sources] of Object.entries(SWAGGER_LABELS) as [SwaggerLabelKey, string | readonly string[]][]) {
    const words = translate(key);
    for (const source of typeof sources === "string" ? [sources] : sources) dictionary.set(source, words);
  }
  return dictionary;
}

/** The text with its words swapped when, spaces aside, it is exactly one of Swagger UI's
 *  labels ("Try it out " → "Prova-ho "); anything else comes back unchanged (undefined). */
export function translateLabel(text: string, dictionary: SwaggerDictionary): string | undefined {
  const match = /^(\s*)([\s\S]*?)(\s*)$/.exec(text);
  if (!match || !match[2]) return undefined;
  const words = dictionary.get(match[2]);
  return words === undefined || words === match[2] ? undefined : `${match[1]}${words}${match[3]}`;
}
