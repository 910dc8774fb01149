// GET /v1/stats parameters (docs/api.md#stats).
import { z } from "@/lib/zod";
import { oneOf } from "@/lib/search/params";
import { OPERATIONS } from "@/lib/domain/vocabulary";

export const statsQueryShape = {
  op: oneOf("op", OPERATIONS).default("sale").openapi({ description: "Operation.", example: "sale" }),
};
export const statsQuerySchema = z.object(statsQueryShape);
export const STATS_PARAMETERS = Object.keys(statsQueryShape);
