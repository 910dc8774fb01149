// npm run admin -- grant <email> | revoke <email> | list
// Who may open the operator console (/admin). `grant` to an address with no account creates
// it; its owner then signs in with that address. Usage errors exit 2 with a one-line message.
import "@/lib/config/check";
import { isValidEmail } from "@/lib/auth/email";
import { setEnv } from "@/lib/config";
import { applyMigrations } from "@/lib/db/migrations";
import { resolveDatabase } from "@/lib/db/resolve-url";

class UsageError extends Error {}

const USAGE = "usage: npm run admin -- grant <email> | revoke <email> | list";

type Command = { kind: "grant" | "revoke"; email: string } | { kind: "list" };

function parseCommand([command, email, ...extra]: string[]): Command {
  if (command === "list" && email === undefined) return { kind: "list" };
  if (command !== "grant" && command !== "revoke")
    throw new UsageError(command ? `unknown command "${command}"` : "a command is required");
  if (!email) throw new UsageError(`${command} needs an email address`);
  if (!isValidEmail(email)) throw new UsageError(`"${email}" is not a valid email address`);
  if (extra.length) throw new UsageError(`unexpected argument "${extra[0]}"`);
  return { kind: command, email: email.trim().toLowerCase() };
}

async function execute(cmd: Command) {
  const { grantAdmin, listAdmins, revokeAdmin } = await import("@/lib/admin/roles");
  if (cmd.kind === "grant") {
    const { created } = await grantAdmin(cmd.email);
    console.log(
      `${cmd.email} is an operator${created ? " (account created: sign in with this address)" : ""}; open /admin.`,
    );
  } else if (cmd.kind === "revoke") {
    console.log(
      (await revokeAdmin(cmd.email)) ? `${cmd.email} is no longer an operator.` : `${cmd.email} was not an operator.`,
    );
  } else {
    const admins = await listAdmins();
    console.log(admins.length ? admins.join("\n") : "No operators yet (npm run admin -- grant <email>).");
  }
}

let db: Awaited<ReturnType<typeof resolveDatabase>> | undefined;
try {
  const cmd = parseCommand(process.argv.slice(2));
  db = await resolveDatabase();
  setEnv("DATABASE_URL", db.url);
  // An embedded database `npm start` has not set up yet: bring its schema up to date first.
  if (db.embedded) await applyMigrations(db.url);
  await execute(cmd);
} catch (err) {
  if (err instanceof UsageError) {
    console.error(`admin: ${err.message}\n${USAGE}`);
    process.exitCode = 2;
  } else {
    console.error(`admin: ${(err as Error).message.split("\n")[0]}`);
    process.exitCode = 1;
  }
} finally {
  await db?.stop();
  process.exit();
}
