// What a user may register as a webhook endpoint: the URL and the optional filters. One
// zod schema serves the CLI, the portal and the OpenAPI document, so they refuse the same
// input with the same words.
import { z } from "@/lib/zod";
import { OPERATIONS, PARISHES, PROPERTY_TYPES } from "@/lib/search/vocabulary";
import { urlProblem } from "./endpoint-url";

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
