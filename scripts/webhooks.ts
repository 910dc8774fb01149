// npm run webhooks -- add --key <prefix> --url <url> [--op … --type … --parish … --min-price … --max-price …]
//                     list --key <prefix> | remove <id> | rotate <id> [--keep-old <duration>] | test <id>
// Webhook endpoints from a shell (operators, tests). `add` and `rotate` print the signing
// secret alone on the last line of stdout; after `rotate` the old secret keeps signing for
// --keep-old (24h by default, 0 ends it now). Bad input exits 2 with a one-line message: the
// command line's own, or the refusal of lib/webhooks in English (lib/i18n/refusal-text.ts).
import "@/lib/config/check";
import { parseArgs } from "node:util";
import { RefusalError } from "@/lib/domain/refusal";
import { resolveDatabase } from "@/lib/db/resolve-url";
import { assertDatabaseSetUp, errorLine } from "@/lib/db/set-up-check";
import { englishRefusal } from "@/lib/i18n/refusal-text";
import { parseEndpointInput } from "@/lib/webhooks/endpoint-input";
import { deliveryRefusal } from "@/lib/webhooks/send";
import { setEnv } from "@/lib/config";

/** A mistake in the command line itself. */
class UsageError extends Error {}

const USAGE =
  "usage: npm run webhooks -- add --key <prefix> --url <url> [--op <op>] [--type <type>] [--parish <parish>] [--min-price <eur>] [--max-price <eur>]\n" +
  "       npm run webhooks -- list --key <prefix>\n" +
  "       npm run webhooks -- rotate <endpoint-id> [--keep-old <duration: 24h, 30m, 7d, 0>]\n" +
  "       npm run webhooks -- remove <endpoint-id> | test <endpoint-id>";

type Command =
  | { kind: "add"; prefix: string; input: ReturnType<typeof parseEndpointInput> }
  | { kind: "list"; prefix: string }
  | { kind: "rotate"; id: string; keepOldMs?: number }
  | { kind: "remove" | "test"; id: string };

const DURATION_UNITS_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** "24h", "30m", "7d", "90s" or "0" in milliseconds. */
function parseDuration(text: string): number {
  const m = /^(\d+)([smhd])?$/.exec(text.trim());
  if (!m || (!m[2] && m[1] !== "0"))
    throw new UsageError(`--keep-old must be a duration like 24h, 30m, 7d or 0 (got "${text}")`);
  return Number(m[1]) * (m[2] ? DURATION_UNITS_MS[m[2]] : 0);
}

function requireValue(value: string | undefined, what: string): string {
  if (!value) throw new UsageError(`${what} is required`);
  return value;
}

/** The whole command line is checked before any database is opened. */
function parseCommand(argv: string[]): Command | "help" {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      key: { type: "string" },
      url: { type: "string" },
      op: { type: "string" },
      type: { type: "string" },
      parish: { type: "string" },
      "min-price": { type: "string" },
      "max-price": { type: "string" },
      "keep-old": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) return "help";
  const [command, ...rest] = positionals;
  if (values["keep-old"] !== undefined && command !== "rotate")
    throw new UsageError("--keep-old applies to rotate only");
  if (rest.length > 1) throw new UsageError(`unexpected argument "${rest[1]}"`);
  switch (command) {
    case "add": {
      if (rest.length) throw new UsageError(`unexpected argument "${rest[0]}"`);
      const prefix = requireValue(values.key, "--key <prefix>");
      const input = parseEndpointInput({
        url: requireValue(values.url, "--url"),
        operation: values.op,
        type: values.type,
        parish: values.parish,
        minPrice: values["min-price"],
        maxPrice: values["max-price"],
      });
      return { kind: "add", prefix, input };
    }
    case "list":
      return { kind: "list", prefix: requireValue(values.key, "--key <prefix>") };
    case "rotate":
      return {
        kind: "rotate",
        id: requireValue(rest[0], "an endpoint id (as printed by add or list)"),
        keepOldMs: values["keep-old"] === undefined ? undefined : parseDuration(values["keep-old"]),
      };
    case "remove":
    case "test":
      return { kind: command, id: requireValue(rest[0], "an endpoint id (as printed by add or list)") };
    default:
      throw new UsageError(
        command ? `unknown command "${command}"` : "a command is required (add, list, remove, rotate, test)",
      );
  }
}

async function oneKey(prefix: string) {
  const { findKeysByPrefix } = await import("@/lib/auth/api-keys");
  const keys = await findKeysByPrefix(prefix);
  if (keys.length === 0) throw new UsageError(`no key starts with "${prefix}"`);
  if (keys.length > 1) throw new UsageError(`"${prefix}" matches ${keys.length} keys; give more characters`);
  return keys[0];
}

async function execute(cmd: Command) {
  const hooks = await import("@/lib/webhooks/endpoints");
  switch (cmd.kind) {
    case "add": {
      const key = await oneKey(cmd.prefix);
      const { endpoint, secret } = await hooks.createEndpoint(key.id, cmd.input);
      console.log(
        `Created webhook endpoint ${endpoint.id} for ${key.prefix}… → ${endpoint.url} (${hooks.describeFilters(endpoint)}).`,
      );
      console.log("Store the signing secret now: it is not shown again (rotate makes a new one).");
      console.log(secret);
      return;
    }
    case "list": {
      const key = await oneKey(cmd.prefix);
      const endpoints = await hooks.listEndpoints([key.id]);
      if (!endpoints.length) console.log(`No webhook endpoints for ${key.prefix}….`);
      for (const e of endpoints) {
        const state = e.disabledAt ? `disabled ${e.disabledAt.toISOString()}` : "enabled";
        console.log(`${e.id}\t${state}\t${e.url}\t${hooks.describeFilters(e)}\tcreated ${e.createdAt.toISOString()}`);
      }
      return;
    }
    case "remove": {
      const e = await hooks.removeEndpoint(cmd.id);
      console.log(`Removed webhook endpoint ${e.id} (${e.url}).`);
      return;
    }
    case "rotate": {
      const { endpoint, secret, oldSecretUntil } = await hooks.rotateSecret(cmd.id, cmd.keepOldMs);
      const old = oldSecretUntil
        ? `the old one also signs every delivery until ${oldSecretUntil.toISOString()}`
        : "the old one no longer signs";
      console.log(`New signing secret for ${endpoint.id} (${endpoint.url}); ${old}.`);
      console.log(secret);
      return;
    }
    case "test": {
      const { sendTestEvent } = await import("@/lib/webhooks/manual");
      const sent = await sendTestEvent(cmd.id);
      const r = sent.result;
      const failure = deliveryRefusal(r);
      const outcome = r.status ?? (failure ? englishRefusal(failure) : "no answer");
      console.log(`Test event ${sent.eventId}: ${r.ok ? "delivered" : "failed"} (${outcome}, ${r.latencyMs} ms).`);
      if (!r.ok) process.exitCode = 1;
      return;
    }
  }
}

let db: Awaited<ReturnType<typeof resolveDatabase>> | undefined;
try {
  const cmd = parseCommand(process.argv.slice(2));
  if (cmd === "help") {
    console.log(USAGE);
  } else {
    db = await resolveDatabase();
    setEnv("DATABASE_URL", db.url);
    await assertDatabaseSetUp(db.url, db.embedded);
    await execute(cmd);
  }
} catch (err) {
  const refusal = err instanceof RefusalError;
  const usage = refusal || err instanceof UsageError || (err as { code?: string }).code?.startsWith("ERR_PARSE_ARGS");
  const message = refusal ? englishRefusal(err.refusal) : errorLine(err);
  console.error(`webhooks: ${message}${usage ? " (npm run webhooks -- --help)" : ""}`);
  process.exitCode = usage ? 2 : 1;
} finally {
  await db?.stop();
  process.exit();
}
