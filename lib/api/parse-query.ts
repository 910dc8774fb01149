// Validates a request's query string with an endpoint's zod schema: unknown and repeated
// parameters first, then each value. The 400 names the parameter (docs/api.md#parameter-validation).
import type { z } from "@/lib/zod";
import { issuesToErrors, singleValues, type ParameterError } from "@/lib/search/params";
import { ApiError } from "./errors";

export function throwInvalid(errors: ParameterError[]): never {
  const [first, ...rest] = errors;
  const more = rest.length ? ` (${rest.length} more: ${[...new Set(rest.map((e) => e.parameter))].join(", ")})` : "";
  throw new ApiError("invalid_parameter", `${first.message}${more}`);
}

export function parseQuery<S extends z.ZodType>(url: URL, schema: S, known: readonly string[]): z.output<S> {
  const { values, errors } = singleValues(url.searchParams, known);
  const parsed = schema.safeParse(values);
  if (!parsed.success) errors.push(...issuesToErrors(parsed.error.issues, known[0] ?? "query"));
  if (errors.length || !parsed.success) throwInvalid(errors);
  return parsed.data;
}
