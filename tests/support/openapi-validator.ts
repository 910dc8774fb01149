// Validates real API responses against the served OpenAPI document (/v1/openapi.json):
// the response schema of the matching operation and status (JSON Schema 2020-12 via
// ajv), and the headers the document declares for that response.
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { openApiDocument } from "@/lib/openapi/document";
import type { ApiCall } from "./api-client";

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      { responses: Record<string, { content?: Record<string, { schema: object }>; headers?: Record<string, unknown> }> }
    >
  >;
};

const doc = openApiDocument() as unknown as Doc;
const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
ajv.addSchema({ ...(doc as object), $id: "openapi" });

function operationPath(pathname: string): string | undefined {
  const rel = pathname.replace(/^\/v1/, "");
  return Object.keys(doc.paths).find((tpl) => new RegExp(`^${tpl.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(rel));
}

/** Returns a list of problems (empty when the response matches the document). */
export function responseProblems(pathname: string, call: ApiCall): string[] {
  const path = operationPath(pathname);
  if (!path) return [`no operation for ${pathname}`];
  const response = doc.paths[path].get.responses[String(call.status)];
  if (!response) return [`status ${call.status} not documented for GET ${path}`];
  const problems: string[] = [];
  const schema = response.content?.["application/json"]?.schema;
  if (schema) {
    const validate = ajv.compile(
      JSON.parse(JSON.stringify(schema).replaceAll('"#/components', '"openapi#/components')),
    );
    if (!validate(call.body)) problems.push(...(validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`));
  }
  for (const header of Object.keys(response.headers ?? {}))
    if (call.headers.get(header) === null) problems.push(`missing header ${header}`);
  return problems;
}

/** Problems of a webhook body against the document's `webhooks.<name>.post` request schema. */
export function webhookProblems(name: string, body: unknown): string[] {
  const hook = (
    openApiDocument() as unknown as {
      webhooks?: Record<string, { post: { requestBody: { content: Record<string, { schema: object }> } } }>;
    }
  ).webhooks?.[name];
  if (!hook) return [`no webhook ${name}`];
  const schema = hook.post.requestBody.content["application/json"].schema;
  const validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components', '"openapi#/components')));
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}
