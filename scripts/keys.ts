// npm run keys -- create --plan <plan> --email <email> [--name <label>]
//                list --email <email> | revoke <prefix> | set-plan <prefix> <plan>
// Manages API keys from a shell (support, enterprise grants). `create` prints the full
// key alone on the last line of stdout. Usage errors exit 2 with a one-line message.
import "@/lib/config/check";
import { parseArgs } from "node:util";
import { PLAN_IDS, isPlan } from "@/lib/plans";
import { createApiKey, ensureUser, findKeysByPrefix } from "@/lib/auth/api-keys";
import { isValidEmail, normalEmail } from "@/lib/auth/email";
import { resolveDatabase } from "@/lib/db/resolve-url";
import { setEnv } from "@/lib/config";
import { assertDatabaseSetUp, errorLine } from "@/lib/db/set-up-check";

class UsageError extends Error {}

const USAGE =
  "usage: npm run keys -- create --plan <free|starter|pro|enterprise> --email <email> [--name <label>]\n" +
  "       npm run keys -- list --email <email>\n" +
  "       npm run keys -- revoke <prefix>\n" +
  "       npm run keys -- set-plan <prefix> <plan>";

function requireEmail(email: string | undefined): string {
  if (!email) throw new UsageError("--email is required");
  if (!isValidEmail(email)) throw new UsageError(`"${email}" is not a valid email address`);
  return email;
}

function requirePlan(plan: string | undefined): (typeof PLAN_IDS)[number] {
  if (!plan) throw new UsageError(`a plan is required (one of ${PLAN_IDS.join(", ")})`);
  if (!isPlan(plan)) throw new UsageError(`unknown plan "${plan}" (expected one of ${PLAN_IDS.join(", ")})`);
  return plan;
}

/** Exactly one live key must match a prefix, so a short prefix never hits several keys. */
async function oneKey(prefix: string) {
  const keys = await findKeysByPrefix(prefix);
  if (keys.length === 0) throw new UsageError(`no key starts with "${prefix}"`);
  if (keys.length > 1) throw new UsageError(`"${prefix}" matches ${keys.length} keys; give more characters`);
  return keys[0];
}

type Command =
  | { kind: "create"; email: string; plan: (typeof PLAN_IDS)[number]; name?: string }
  | { kind: "list"; email: string }
  | { kind: "revoke"; prefix: string }
  | { kind: "set-plan"; prefix: string; plan: (typeof PLAN_IDS)[number] };

function requirePrefix(prefix: string | undefined): string {
  if (!prefix) throw new UsageError("a key prefix is required (as shown by `keys -- list`)");
  return prefix;
}

/** Validate the whole command line before any database is touched. */
function parseCommand(argv: string[]): Command {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { plan: { type: "string" }, email: { type: "string" }, name: { type: "string" } },
  });
  const [command, ...rest] = positionals;
  switch (command) {
    case "create":
      return { kind: "create", email: requireEmail(values.email), plan: requirePlan(values.plan), name: values.name };
    case "list":
      return { kind: "list", email: requireEmail(values.email) };
    case "revoke":
      return { kind: "revoke", prefix: requirePrefix(rest[0]) };
    case "set-plan":
      return { kind: "set-plan", prefix: requirePrefix(rest[0]), plan: requirePlan(rest[1]) };
    default:
      throw new UsageError(command ? `unknown command "${command}"` : "a command is required");
  }
}

async function execute(cmd: Command) {
  const { prisma } = await import("@/lib/db/client");
  switch (cmd.kind) {
    case "create": {
      const user = await ensureUser(cmd.email);
      const created = await createApiKey(user.id, { plan: cmd.plan, name: cmd.name });
      console.log(
        `Created key ${created.prefix}… (${created.plan}) for ${user.email}. Store it now: it is not shown again.`,
      );
      console.log(created.key);
      return;
    }
    case "list": {
      const keys = await prisma.apiKey.findMany({
        where: { user: { email: normalEmail(cmd.email) } },
        orderBy: { createdAt: "asc" },
      });
      if (!keys.length) console.log(`No keys for ${cmd.email}.`);
      for (const k of keys) {
        const state = k.revokedAt ? `revoked ${k.revokedAt.toISOString()}` : "active";
        console.log(`${k.prefix}\t${k.plan}\t${state}\t${k.name}\tcreated ${k.createdAt.toISOString()}`);
      }
      return;
    }
    case "revoke": {
      const key = await oneKey(cmd.prefix);
      if (key.revokedAt) return console.log(`${key.prefix} was already revoked.`);
      await prisma.apiKey.update({ where: { id: key.id }, data: { revokedAt: new Date() } });
      console.log(`Revoked ${key.prefix} (${key.user.email}).`);
      return;
    }
    case "set-plan": {
      const key = await oneKey(cmd.prefix);
      await prisma.apiKey.update({ where: { id: key.id }, data: { plan: cmd.plan } });
      console.log(`${key.prefix} is now on the ${cmd.plan} plan.`);
      return;
    }
  }
}

let db: Awaited<ReturnType<typeof resolveDatabase>> | undefined;
try {
  const cmd = parseCommand(process.argv.slice(2));
  db = await resolveDatabase();
  setEnv("DATABASE_URL", db.url);
  await assertDatabaseSetUp(db.url, db.embedded);
  await execute(cmd);
} catch (err) {
  if (err instanceof UsageError || (err as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
    console.error(`keys: ${(err as Error).message}\n${USAGE}`);
    process.exitCode = 2;
  } else {
    console.error(`keys: ${errorLine(err)}`);
    process.exitCode = 1;
  }
} finally {
  await db?.stop();
  process.exit();
}
