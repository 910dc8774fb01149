// npm run sources -- add <id> --name "<name>" --homepage <url> --format <fmt> --feed <url|path> --every <duration>
//                    list [--json] | runs <id> [--json] | set <id> [--every ..] [--feed ..] [--name ..]
//                    pause <id> | resume <id> | run <id> | remove <id> [--withdraw]
// Scheduled sources (lib/sources): the worker that `npm start` runs pulls each on its own.
// Exit 2 on bad arguments or settings, 1 when the command is refused or a pull fails.
import "@/lib/config/check";
import { parseArgs } from "node:util";
import { applyMigrations } from "@/lib/db/migrations";
import { resolveDatabase } from "@/lib/db/resolve-url";
import { formatSourceTable, formatRunTable } from "@/lib/sources/source-table";
import * as sources from "@/lib/sources/sources";
import { setEnv } from "@/lib/config";

const USAGE = `usage: npm run sources -- add <id> --name "<name>" --homepage <url> --format <${sources.FORMAT_IDS.join("|")}> --feed <url|path> --every <duration>
       npm run sources -- list [--json]              every source, its schedule and last run
       npm run sources -- runs <id> [--json]         a source's last runs
       npm run sources -- set <id> [--every <duration>] [--feed <url|path>] [--name "<name>"] [--homepage <url>] [--format <fmt>]
       npm run sources -- pause <id> | resume <id>   stop or restart its scheduled pulls
       npm run sources -- run <id>                   pull it now and print the run
       npm run sources -- remove <id> [--withdraw]   refused while it has active adverts, unless --withdraw
  durations: 1m (the least), 15m, 6h, 1d`;

class UsageError extends Error {}

const OPTIONS = {
  name: { type: "string" },
  homepage: { type: "string" },
  format: { type: "string" },
  feed: { type: "string" },
  every: { type: "string" },
  json: { type: "boolean" },
  withdraw: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

type Values = { [K in keyof typeof OPTIONS]?: (typeof OPTIONS)[K]["type"] extends "string" ? string : boolean };

/** Only the options a command takes; anything else is a usage error, not silently ignored. */
function only(command: string, values: Values, allowed: Array<keyof Values>): void {
  const extra = (Object.keys(values) as Array<keyof Values>).find((k) => !allowed.includes(k));
  if (extra) throw new UsageError(`${command} takes no --${extra}`);
}

function oneId(command: string, rest: string[]): string {
  if (rest.length !== 1) throw new UsageError(`${command} needs exactly one source id`);
  return rest[0];
}

async function execute(command: string, rest: string[], v: Values): Promise<number> {
  switch (command) {
    case "add": {
      only(command, v, ["name", "homepage", "format", "feed", "every"]);
      const id = oneId(command, rest);
      const missing = (["name", "homepage", "format", "feed", "every"] as const).filter((k) => v[k] === undefined);
      if (missing.length) throw new UsageError(`add needs ${missing.map((k) => `--${k}`).join(", ")}`);
      await sources.addSource({
        id,
        name: v.name!,
        homepage: v.homepage!,
        format: v.format!,
        feed: v.feed!,
        every: v.every!,
      });
      console.log(`Added source ${id}; the worker pulls it within seconds, then every ${v.every}.`);
      return 0;
    }
    case "list": {
      only(command, v, ["json"]);
      if (rest.length) throw new UsageError("list takes no source id");
      const list = await sources.listSources();
      console.log(v.json ? JSON.stringify(list, null, 2) : formatSourceTable(list));
      return 0;
    }
    case "runs": {
      only(command, v, ["json"]);
      const id = oneId(command, rest);
      await sources.getSource(id); // not_found for an unknown id
      const runs = await sources.sourceRuns(id, { limit: 20 });
      console.log(v.json ? JSON.stringify(runs, null, 2) : formatRunTable(runs));
      return 0;
    }
    case "set": {
      only(command, v, ["name", "homepage", "format", "feed", "every"]);
      const id = oneId(command, rest);
      await sources.updateSource(id, {
        name: v.name,
        homepage: v.homepage,
        format: v.format,
        feed: v.feed,
        every: v.every,
      });
      console.log(`Changed source ${id}.`);
      return 0;
    }
    case "pause":
    case "resume": {
      only(command, v, []);
      const id = oneId(command, rest);
      await (command === "pause" ? sources.pauseSource(id) : sources.resumeSource(id));
      console.log(command === "pause" ? `Paused ${id}: no scheduled pulls until resumed.` : `Resumed ${id}.`);
      return 0;
    }
    case "run": {
      only(command, v, []);
      const id = oneId(command, rest);
      const { pullSource } = await import("@/lib/sources/pull-source");
      await sources.requestRun(id); // refuses a source without a feed, like the console
      const result = await pullSource(id, { trigger: "manual", force: true });
      if (!result) throw new sources.SourceCommandError("no_feed", `source "${id}" has no feed to pull`);
      const r = result.report;
      console.log(
        `${id}: ${result.status}${r ? ` (read ${r.read}, ${r.created} new, ${r.updated} changed, ${r.removed} withdrawn)` : ""}`,
      );
      if (result.error) console.error(`sources: ${id}: ${result.error}`);
      return result.error ? 1 : 0;
    }
    case "remove": {
      only(command, v, ["withdraw"]);
      const id = oneId(command, rest);
      await sources.removeSource(id, { withdraw: v.withdraw });
      console.log(`Removed source ${id}.`);
      return 0;
    }
    default:
      throw new UsageError(command ? `unknown command "${command}"` : "a command is required");
  }
}

async function main(): Promise<number> {
  let command: string, rest: string[], values: Values;
  try {
    const parsed = parseArgs({ allowPositionals: true, strict: true, options: OPTIONS });
    [command, ...rest] = parsed.positionals;
    values = parsed.values;
  } catch (err) {
    console.error(`sources: ${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const db = await resolveDatabase();
  setEnv("DATABASE_URL", db.url);
  try {
    // The embedded database may be brand new (no `npm start` yet): bring its schema up to date.
    if (db.embedded) await applyMigrations(db.url);
    return await execute(command ?? "", rest, values);
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`sources: ${err.message}\n${USAGE}`);
      return 2;
    }
    if (err instanceof sources.SourceCommandError) {
      console.error(`sources: ${err.message}`);
      return err.code === "invalid" ? 2 : 1;
    }
    console.error(`sources: ${(err as Error).message.split("\n").filter(Boolean).at(-1)}`);
    return 1;
  } finally {
    const { prisma } = await import("@/lib/db/client");
    await prisma.$disconnect().catch(() => {});
    await db.stop();
  }
}

process.exit(await main());
