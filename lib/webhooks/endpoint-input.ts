// What a user may register as a webhook endpoint: the URL and the optional filters. One
// zod schema serves the CLI, the portal and the OpenAPI document, so they refuse the same
// input with the same words.
import { z } from "@/lib/zod";
import { OPERATIONS, PARISHES, PROPERTY_TYPES } from "@/lib/search/vocabulary";

const MAX_URL_LENGTH = 2048;
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Plain http (and any loopback address) only while developing: outside production, or
 * with WEBHOOKS_ALLOW_LOCALHOST=on for a production build run on a laptop (npm start).
 */
function localUrlsAllowed(env: Record<string, string | undefined> = process.env): boolean {
  const flag = env.WEBHOOKS_ALLOW_LOCALHOST;
  if (flag === "on") return true;
  if (flag === "off") return false;
  return env.NODE_ENV !== "production";
}

/** Why `raw` cannot be an endpoint URL, or null when it can. */
export function urlProblem(raw: string, allowLocal = localUrlsAllowed()): string | null {
  if (raw.length > MAX_URL_LENGTH) return `the URL is longer than ${MAX_URL_LENGTH} characters`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `"${raw}" is not an absolute URL (e.g. https://example.com/llar-webhook)`;
  }
  if (url.username || url.password) return "the URL must not contain a user name or password";
  const local = LOCAL_HOSTS.has(url.hostname);
  if (local && !allowLocal) return "localhost URLs are accepted in development only";
  if (url.protocol === "https:") return null;
  if (url.protocol === "http:" && local) return null;
  return allowLocal ? "the URL must use https (or http to localhost or 127.0.0.1)" : "the URL must use https";
}

const price = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a whole number of euros` })
    .int({ message: `${name} must be a whole number of euros` })
    .min(0, { message: `${name} must be 0 or more` })
    .max(2_000_000_000, { message: `${name} is too large` });

const endpointInputSchema = z
  .object({
    url: z
      .string({ message: "the URL is required" })
      .trim()
      .superRefine((v, ctx) => {
        const problem = urlProblem(v);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
    operation: z.enum(OPERATIONS, { message: `op must be one of ${OPERATIONS.join(", ")}` }).optional(),
    type: z.enum(PROPERTY_TYPES, { message: `type must be one of ${PROPERTY_TYPES.join(", ")}` }).optional(),
    parish: z.enum(PARISHES, { message: `parish must be one of ${PARISHES.join(", ")}` }).optional(),
    minPrice: price("min-price").optional(),
    maxPrice: price("max-price").optional(),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    message: "min-price must not be above max-price",
  });

export type EndpointInput = z.output<typeof endpointInputSchema>;

/** Parses raw input (empty strings = no filter); throws WebhookInputError with the first problem. */
export function parseEndpointInput(raw: Record<string, string | undefined>): EndpointInput {
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v.trim() !== ""));
  const result = endpointInputSchema.safeParse(cleaned);
  if (!result.success) throw new WebhookInputError(result.error.issues[0]?.message ?? "invalid endpoint");
  return result.data;
}

/** A refusal worded for the user (bad input, plan, ownership); anything else is a bug. */
export class WebhookInputError extends Error {}
