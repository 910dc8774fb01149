// A scheduled source's settings as operators give them, validated the same way for
// `npm run sources` (scripts/sources.ts) and the /admin console: one zod schema.
import path from "node:path";
import { z } from "zod";
import { homepageProblem } from "@/lib/ingest/apply/preflight";
import { SOURCE_ID, SOURCE_ID_RULE } from "@/lib/ingest/manifest";
import { CONNECTORS } from "@/lib/ingest/run-ingest";
import { feedLocationProblem } from "@/lib/ingest/sources/feed-location";
import { isUrl } from "@/lib/ingest/sources/open-input";
import { parseDuration } from "./duration";

export const FORMAT_IDS = CONNECTORS.map((c) => c.id);

const name = z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters");

const homepage = z.string().superRefine((u, ctx) => {
  const problem = homepageProblem(u);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

const format = z.string().refine((f) => FORMAT_IDS.includes(f), {
  message: `must be one of ${FORMAT_IDS.join(", ")}`,
});

/** An http(s) URL as given, or a path made absolute (the worker may run from another folder). */
const feed = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(2000, "must be at most 2000 characters")
  .superRefine((f, ctx) => {
    const problem = feedLocationProblem(f);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .transform((f) => (isUrl(f) ? f : path.resolve(f)));

/** "15m" in, seconds out. */
const every = z.string().transform((text, ctx) => {
  const parsed = parseDuration(text);
  if ("problem" in parsed) {
    ctx.addIssue({ code: "custom", message: parsed.problem });
    return z.NEVER;
  }
  return parsed.seconds;
});

/** `sources add` and the console's "add": every field. */
export const newSourceSchema = z.strictObject({
  id: z.string().regex(SOURCE_ID, SOURCE_ID_RULE),
  name,
  homepage,
  format,
  feed,
  every,
});

/** `sources set` and the console's "edit": any of the fields but the id. */
export const sourceChangesSchema = z
  .strictObject({ name, homepage, format, feed, every })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "nothing to change" });

export type NewSourceInput = z.input<typeof newSourceSchema>;
export type SourceChangesInput = z.input<typeof sourceChangesSchema>;

/** One line per problem, naming the field: what the CLI prints and the console shows. */
export function settingsProblems(error: z.ZodError): string[] {
  return error.issues.map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message));
}
