// A run manifest for `npm run ingest -- --manifest <file.json>`: several sources' feeds
// applied as one run, so their new adverts are matched together (what a scheduler running
// every connector at night would hand over). Relative paths are read from the manifest's
// folder; http(s) URLs as they are.
import path from "node:path";
import { z } from "zod";
import { homepageProblem } from "./apply/preflight";
import { readJsonFile } from "./read-json";
import type { FeedSpec } from "./run-ingest";
import { isUrl } from "./sources/open-input";
import { feedLocationProblem } from "./sources/feed-location";
import { CONNECTORS } from "./sources/registry";

/** A source id: a slug, as the CLI's --source also requires. */
export const SOURCE_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/;
export const SOURCE_ID_RULE = "must be a slug of at most 64 characters (lower-case letters, digits, - and _)";

const feedSchema = z.strictObject({
  source: z.string().regex(SOURCE_ID, SOURCE_ID_RULE),
  /** Name and homepage: required for a new source, kept as stored when left out (apply/preflight.ts). */
  name: z.string().min(1).optional(),
  homepage: z
    .string()
    .superRefine((u, ctx) => {
      const problem = homepageProblem(u);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .optional(),
  format: z.string().refine((f) => CONNECTORS.some((c) => c.id === f), {
    message: `must be one of ${CONNECTORS.map((c) => c.id).join(", ")}`,
  }),
  inputs: z.array(z.string().min(1)).min(1, "must list at least one file or URL"),
  /** The feed lists only some of the source's adverts: none is removed for being absent. */
  partial: z.boolean().optional(),
  /** Apply the snapshot even if no advert in it is usable (it withdraws every active one). */
  allowEmpty: z.boolean().optional(),
  /** Apply the snapshot even if it withdraws more than half of the source's active adverts. */
  allowShrink: z.boolean().optional(),
});

const manifestSchema = z
  .strictObject({ feeds: z.array(feedSchema).min(1, "must list at least one feed") })
  .superRefine((m, ctx) => {
    const ids = m.feeds.map((f) => f.source);
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i)
        ctx.addIssue({
          code: "custom",
          path: ["feeds", i, "source"],
          message: `"${id}" is listed twice (give all its parts as one feed's inputs)`,
        });
    });
  });

export class ManifestError extends Error {}

/** The feeds of a manifest file, validated; a ManifestError names the first problem. */
export async function readManifest(file: string): Promise<FeedSpec[]> {
  const json = await readJsonFile(file, "manifest", (m) => new ManifestError(m));
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ManifestError(
      `manifest ${file}: ${issue.path.length ? issue.path.join(".") : "top level"} ${issue.message}`,
    );
  }
  for (const problem of parsed.data.feeds.flatMap((f) => f.inputs.map(feedLocationProblem))) {
    if (problem) throw new ManifestError(`manifest ${file}: ${problem}`);
  }
  const dir = path.dirname(path.resolve(file));
  return parsed.data.feeds.map((f) => ({
    source: { id: f.source, name: f.name, homepageUrl: f.homepage },
    format: f.format,
    inputs: f.inputs.map((i) => (isUrl(i) ? i : path.resolve(dir, i))),
    full: !f.partial,
    allowEmpty: f.allowEmpty,
    allowShrink: f.allowShrink,
  }));
}
