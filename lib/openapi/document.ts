// The OpenAPI 3.1 document of /v1 (version 1.0.0), generated from the zod schemas that
// validate requests (lib/search, lib/stats) and describe responses (./schemas), one
// operation per file in ./operations. Served at /v1/openapi.json.
import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { LOCALES } from "@/lib/domain/locales";
import { PLANS, PLAN_IDS } from "@/lib/plans";
import { z } from "@/lib/zod";
import { registerListChanges } from "./operations/changes";
import { registerListParishes } from "./operations/parishes";
import { registerSearchProperties } from "./operations/properties";
import { registerGetProperty } from "./operations/property";
import { registerGetStats } from "./operations/stats";
import { registerListTowns } from "./operations/towns";
import { registerValuation } from "./operations/valuation";
import { registerWebhooks } from "./operations/webhooks";

const planTable = [
  "| Plan | Quota | Requests per minute | Rows per request | Endpoints |",
  "|---|---|---|---|---|",
  ...PLAN_IDS.map((id) => {
    const p = PLANS[id];
    const quota = p.quota === null ? "unlimited" : `${p.quota.toLocaleString("en")} per UTC ${p.quotaWindow}`;
    return `| ${p.name} | ${quota} | ${p.ratePerMinute} | ${p.maxRows} | ${p.endpoints.join(", ")} |`;
  }),
].join("\n");

type OpenApiDocument = ReturnType<OpenApiGeneratorV31["generateDocument"]>;
let cached: OpenApiDocument | undefined;

/**
 * The document as served, with its `since` examples a day before now: a fixed date would
 * turn the interactive docs' "try it" into a 400 once it is more than 31 days old. The
 * typed client is generated from openApiDocument(), whose examples do not move.
 */
export function servedOpenApiDocument(): OpenApiDocument {
  const doc = structuredClone(openApiDocument());
  const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
  for (const item of Object.values(doc.paths ?? {}))
    for (const param of (item.get?.parameters ?? []) as { name?: string; example?: unknown; schema?: object }[])
      if (param.name === "since") {
        param.example = dayAgo;
        if (param.schema && "example" in param.schema) (param.schema as { example: string }).example = dayAgo;
      }
  return doc;
}

export function openApiDocument(): OpenApiDocument {
  if (cached) return cached;
  const registry = new OpenAPIRegistry();
  const bearer = registry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description:
      "`Authorization: Bearer <API key>`. Keys look like `llar_` + 40 characters; create them on your account page.",
  });
  const ifNoneMatch = registry.registerParameter(
    "IfNoneMatch",
    z
      .string()
      .optional()
      .openapi({
        param: { name: "If-None-Match", in: "header" },
        description:
          "The ETag of a response you hold (or a comma-separated list of them). When it matches the current one the answer is 304 with no body, which does not count against the quota. `*` matches any response that would be 200 (never a 400 or 404); it is checked after the request is served, so that 304 counts against the quota.",
        example: '"q3Xk0sU8m1bT2Yc4d5e6f7g8h9i0j1k2"',
      }),
  );
  for (const register of [
    registerSearchProperties,
    registerGetProperty,
    registerListChanges,
    registerGetStats,
    registerValuation,
    registerListParishes,
    registerListTowns,
    registerWebhooks,
  ])
    register(registry);
  // The endpoints that return properties title them in `lang` (lib/api/title-language.ts).
  const lang = z.enum(LOCALES).optional().openapi({
    description:
      "The language of each property's `title`, generated from its facts as the site titles it (Catalan, Spanish, French, English; default `en`). The sources' own titles and texts stay on `listings[]`.",
    example: "ca",
  });
  for (const def of registry.definitions) {
    if (def.type !== "route" || !["/properties", "/properties/{id}", "/changes"].includes(def.route.path)) continue;
    const query = (def.route.request?.query as z.ZodObject | undefined) ?? z.object({});
    def.route.request = { ...def.route.request, query: query.extend({ lang }) };
  }
  // Every operation accepts If-None-Match (one wrapper serves them all, lib/api/with-api-key.ts).
  for (const def of registry.definitions) {
    if (def.type === "route")
      def.route.request = {
        ...def.route.request,
        headers: [...((def.route.request?.headers as unknown[]) ?? []), ifNoneMatch] as never,
      };
  }
  cached = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Llar API",
      version: "1.0.0",
      description: [
        "Every home for sale or rent in Andorra, from every portal and agency, consolidated into one record per property. All operations are GET and return JSON.",
        'Errors use `{ "error": { "code", "message" } }` with codes invalid_parameter 400, unauthorized 401, plan_required 403, not_found 404, method_not_allowed 405, rate_limited 429, quota_exceeded 429, internal_error 500, service_unavailable 503.',
        "Every response to a valid key carries X-RateLimit-Limit, X-RateLimit-Remaining, X-Quota-Remaining, X-Quota-Reset and X-Api-Plan. CORS: any origin.",
        "Conditional requests: every 200 carries a strong `ETag` and `Cache-Control: private, max-age=0, must-revalidate`. Send the tag back in `If-None-Match`; while nothing changed the answer is `304 Not Modified` with no body and the limit headers. A 304 counts against the per-minute rate limit but not against the quota.",
        planTable,
        "Usage terms: whenever an advert is shown, name its source and link to the source advert; no bulk republication or resale; one key per organisation.",
      ].join("\n\n"),
      contact: { name: "Llar", url: "https://llar.ad" },
      license: { name: "Proprietary; reference data ODbL (OpenStreetMap contributors)", identifier: "LicenseRef-Llar" },
    },
    servers: [{ url: "/v1", description: "This server" }],
    security: [{ [bearer.name]: [] }],
    tags: [
      { name: "Properties", description: "Search and detail." },
      { name: "Sync", description: "Change feed for keeping a copy." },
      { name: "Market", description: "Statistics." },
      { name: "Reference", description: "Parishes and towns." },
      { name: "Webhooks", description: "Property changes pushed to your endpoint (Starter and above)." },
    ],
  });
  return cached;
}
