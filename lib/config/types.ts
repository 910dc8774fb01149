// The kinds of value an environment variable can hold. Each parses the raw string (or
// undefined) and says in plain words what it expected, so a bad value stops the start
// with the variable's name and the fix (lib/config/index.ts formats the message).
import { z } from "zod";

/** Any non-blank text, trimmed. */
export const text = () => z.string().trim();

/** An absolute URL whose scheme is one of `schemes` (without the colon). */
export const url = (...schemes: string[]) =>
  z
    .string()
    .trim()
    .refine((v) => URL.canParse(v) && schemes.includes(new URL(v).protocol.slice(0, -1)), {
      message: `an absolute ${schemes.join(" or ")} URL`,
    });

/** A whole number from `min` to `max` (inclusive). */
export const whole = (min: number, max = Number.MAX_SAFE_INTEGER) => {
  const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `from ${min} to ${max}`;
  return z
    .string()
    .trim()
    .refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, { message: `a whole number ${range}` })
    .transform(Number);
};

const TRUE = ["on", "1", "true", "yes"];
const FALSE = ["off", "0", "false", "no"];

/** A switch: on/off (also 1/0, true/false, yes/no), read as a boolean. */
export const flag = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => TRUE.includes(v) || FALSE.includes(v), { message: "on or off" })
    .transform((v) => TRUE.includes(v));

/** One of a fixed list of words. */
export const oneOf = <const T extends readonly [string, ...string[]]>(...values: T) =>
  z.enum(values, { error: `one of ${values.join(", ")}` });

/** The variable's type after parsing: a variable without a default may be undefined. */
export type Kind = z.ZodType<unknown, string>;

/** One variable: its kind, what it means, and its raw default (used when unset or blank)
 *  or, when there is no plain default, what happens without it. */
export type Variable = { kind: Kind; meaning: string; default?: string; unset?: string };

/** The variable as one schema: blank counts as unset, and unset takes the default. */
export function field(variable: Variable): Kind {
  const unsetIfBlank = (raw: unknown) => (typeof raw === "string" && raw.trim() === "" ? undefined : raw);
  return z.preprocess(
    (raw) => unsetIfBlank(raw) ?? variable.default,
    variable.default === undefined ? variable.kind.optional() : variable.kind,
  ) as Kind;
}
