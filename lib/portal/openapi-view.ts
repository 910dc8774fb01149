// How the portal prepares /v1/openapi.json for Swagger UI (pure functions, tested in
// tests/portal/openapi-view.test.ts).
export type Spec = {
  servers?: { url: string }[];
  components?: { securitySchemes?: Record<string, { type?: string; scheme?: string }> };
};

export function rebaseServers(spec: Spec, origin: string): Spec {
  const servers = (spec.servers?.length ? spec.servers : [{ url: "/v1" }]).map((s) => ({
    ...s,
    url: new URL(new URL(s.url, origin).pathname, origin).toString().replace(/\/$/, ""),
  }));
  return { ...spec, servers: servers.slice(0, 1) };
}

type Param = {
  name?: string;
  required?: boolean;
  description?: string;
  example?: unknown;
  schema?: { example?: unknown };
};

/** Swagger UI fills "Try it out" with every parameter's example: all the optional ones at
 *  once make a narrow (often empty) search, and some cannot go together (cursor is for the
 *  newest sort only, page for the others). Keep examples for required parameters; for
 *  optional ones, show the example in the description and start the field empty. */
export function emptyOptionalExamples(spec: Spec): Spec {
  const copy = structuredClone(spec) as Spec & {
    paths?: Record<string, Record<string, { parameters?: Param[] }>>;
    components?: { parameters?: Record<string, Param>; schemas?: Record<string, { example?: unknown }> };
  };
  // A parameter's schema may itself be a $ref (If-None-Match's is): its example lives there.
  const schemaOf = (p: Param) => {
    const ref = (p.schema as { $ref?: string } | undefined)?.$ref;
    return ref?.startsWith("#/components/schemas/") ? copy.components?.schemas?.[ref.split("/").pop()!] : p.schema;
  };
  const params = [
    ...Object.values(copy.paths ?? {}).flatMap((item) => Object.values(item).flatMap((op) => op?.parameters ?? [])),
    // Shared parameters (If-None-Match) are $refs in the operations: their examples live here,
    // and "Try it out" would otherwise send an example ETag with every request.
    ...Object.values(copy.components?.parameters ?? {}),
  ];
  for (const p of params) {
    if (p.required) continue;
    const schema = schemaOf(p);
    const example = p.example ?? schema?.example;
    if (example === undefined) continue;
    delete p.example;
    if (schema) delete schema.example;
    p.description = `${p.description ?? ""} Example: \`${String(example)}\`.`.trim();
  }
  return copy;
}

export function bearerScheme(spec: Spec): string | undefined {
  const schemes = spec.components?.securitySchemes ?? {};
  return (
    Object.keys(schemes).find((k) => schemes[k].type === "http" && schemes[k].scheme?.toLowerCase() === "bearer") ??
    Object.keys(schemes)[0]
  );
}
