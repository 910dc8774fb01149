// Sources as data, with a schedule (docs/decisions.md#scheduled-pulls). What the /admin
// console calls, all on the shared Prisma client; refusals are SourceCommandError (code +
// a sentence to show), input is validated by the zod schemas of ./settings (the CLI's too):
// - read:  listSources() (the `sources list --json` shape), getSource(id), sourceRuns(id);
//          their types in ./source-views
// - write: addSource(input), updateSource(id, changes), pauseSource(id), resumeSource(id),
//          requestRun(id) (the worker pulls it within seconds), removeSource(id, { withdraw })
// The pulls themselves run in the worker (scheduler.ts → pull-source.ts).
export { listSources, getSource, sourceRuns } from "./source-views";
export { addSource, updateSource, pauseSource, resumeSource, requestRun, removeSource } from "./source-commands";
export { SourceCommandError } from "./source-errors";
export { FORMAT_IDS } from "./settings";
