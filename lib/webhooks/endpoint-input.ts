// What a user may register as a webhook endpoint: the URL and the optional filters. One
// zod schema serves the CLI, the portal and the OpenAPI document, so they refuse the same
// input with the same refusal (lib/domain/refusal.ts).
import { z } from "@/lib/zod";
import { RefusalError, parseRefusal, refusalMessage as m, type Refusal } from "@/lib/domain/refusal";
import { OPERATIONS, PARISHES, PROPERTY_TYPES } from "@/lib/domain/vocabulary";
import { urlProblem } from "./endpoint-url";

const PRICE_WHOLE = m({ code: "priceWhole" });
const price = () =>
  z.coerce
    .number({ message: PRICE_WHOLE })
    .int({ message: PRICE_WHOLE })
    .min(0, { message: PRICE_WHOLE })
    .max(2_000_000_000, {
      message: PRICE_WHOLE,
    });

const oneOf = (field: "op" | "type" | "parish", values: readonly string[]) =>
  m({ code: "notOneOf", params: { field, values: values.join(", ") } });

const endpointInputSchema = z
  .object({
    url: z
      .string({ message: m({ code: "urlRequired" }) })
      .trim()
      .superRefine((v, ctx) => {
        const problem = urlProblem(v);
        if (problem) ctx.addIssue({ code: "custom", message: m(problem) });
      }),
    operation: z.enum(OPERATIONS, { message: oneOf("op", OPERATIONS) }).optional(),
    type: z.enum(PROPERTY_TYPES, { message: oneOf("type", PROPERTY_TYPES) }).optional(),
    parish: z.enum(PARISHES, { message: oneOf("parish", PARISHES) }).optional(),
    minPrice: price().optional(),
    maxPrice: price().optional(),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    message: m({ code: "priceRange" }),
  });

export type EndpointInput = z.output<typeof endpointInputSchema>;

/** Parses raw input (empty strings = no filter); throws WebhookInputError with the first problem. */
export function parseEndpointInput(raw: Record<string, string | undefined>): EndpointInput {
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v.trim() !== ""));
  const result = endpointInputSchema.safeParse(cleaned);
  if (!result.success) {
    const refusal: Refusal = parseRefusal(result.error.issues[0]?.message) ?? { code: "invalidEndpoint" };
    throw new WebhookInputError(refusal);
  }
  return result.data;
}

/** A refusal of the user's (bad input, plan, ownership); anything else is a bug. */
export class WebhookInputError extends RefusalError {}
