// Building blocks for query-string parameters: every value arrives as one string and is
// checked strictly (no coercion surprises such as "1e3" or " 5" becoming numbers), so
// nothing unvalidated reaches SQL. Messages name the parameter (docs/api.md#parameter-validation).
import { z } from "@/lib/zod";

// Both number kinds take any number of digits: a value too large is told the maximum, not
// that it is no number (the refine bounds it before it is used).

/** A non-negative whole number written in plain digits, at most `max`. */
export function wholeNumber(name: string, max = 2_000_000_000) {
  return z
    .string()
    .regex(/^\d+$/, { message: `${name} must be a whole number written in digits, e.g. 250000.` })
    .transform(Number)
    .refine((n) => n <= max, { message: `${name} must be at most ${max}.` })
    .openapi({ type: "integer", minimum: 0, maximum: max, pattern: undefined });
}

/** A positive whole number (1, 2, ...); larger than `max` fails unless `clampAbove`. */
export function positiveNumber(name: string, max: number) {
  return z
    .string()
    .regex(/^[1-9]\d*$/, { message: `${name} must be a positive whole number (1 or more).` })
    .transform(Number)
    .refine((n) => n <= max, { message: `${name} must be at most ${max}.` })
    .openapi({
      type: "integer",
      minimum: 1,
      ...(max < Number.MAX_SAFE_INTEGER ? { maximum: max } : {}),
      pattern: undefined,
    });
}

/** A comma-separated list of enum values, deduplicated, in the order given. */
export function commaList<T extends string>(name: string, values: readonly [T, ...T[]]) {
  const allowed = new Set<string>(values);
  return z
    .string()
    .transform((raw, ctx) => {
      const items = raw.split(",").map((s) => s.trim());
      const bad = items.find((s) => !allowed.has(s));
      if (bad !== undefined) {
        ctx.addIssue({
          code: "custom",
          message:
            bad === ""
              ? `${name} has an empty value; give a comma-separated list of: ${values.join(", ")}.`
              : `${name} has an unknown value "${bad.slice(0, 40)}"; allowed: ${values.join(", ")}.`,
        });
        return z.NEVER;
      }
      return [...new Set(items)] as T[];
    })
    .openapi({ pattern: `^(${values.join("|")})(,(${values.join("|")}))*$` });
}

/** An enum given as one string, with a message listing the allowed values. */
export function oneOf<T extends string>(name: string, values: readonly [T, ...T[]]) {
  return z.enum(values, { message: `${name} must be one of: ${values.join(", ")}.` });
}

export type ParameterError = { code: "invalid_parameter"; parameter: string; message: string };

/** Turns a raw query (URLSearchParams or a record) into single string values, reporting
 *  unknown and repeated parameters before any schema runs. */
export function singleValues(
  input: URLSearchParams | Record<string, string | string[] | undefined>,
  known: readonly string[],
): { values: Record<string, string>; errors: ParameterError[] } {
  const values: Record<string, string> = {};
  const errors: ParameterError[] = [];
  const seen = new Map<string, number>();
  const entries: [string, string][] = [];
  if (input instanceof URLSearchParams) entries.push(...input.entries());
  else
    for (const [k, v] of Object.entries(input)) {
      if (v === undefined) continue;
      for (const one of Array.isArray(v) ? v : [v]) entries.push([k, one]);
    }
  for (const [k, v] of entries) {
    seen.set(k, (seen.get(k) ?? 0) + 1);
    values[k] = v;
  }
  for (const [k, n] of seen) {
    const shown = JSON.stringify(k.slice(0, 40));
    if (!known.includes(k)) {
      const meant = known.find((name) => foldName(name) === foldName(k));
      errors.push({
        code: "invalid_parameter",
        parameter: k,
        message: `Unknown parameter ${shown}${meant ? ` (did you mean "${meant}"?)` : ""}; this endpoint accepts: ${known.join(", ") || "no parameters"}.`,
      });
    } else if (n > 1) {
      errors.push({
        code: "invalid_parameter",
        parameter: k,
        message: `Parameter ${shown} is repeated; give it once (use commas for lists).`,
      });
    }
  }
  return { values, errors };
}

// Integrators often write a parameter in their own case ("min_price", "MinPrice", "min-price"):
// the error names the one meant.
const foldName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Zod issues → parameter errors (the first path segment is the parameter's name). */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[], fallback: string): ParameterError[] {
  return issues.map((i) => ({
    code: "invalid_parameter" as const,
    parameter: typeof i.path[0] === "string" ? i.path[0] : fallback,
    message: i.message,
  }));
}
