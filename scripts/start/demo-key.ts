// The demo account and its key (Pro plan: every documented example runs with it, polygon
// and /stats included). Only a key's hash is stored in the
// database, so the full demo key is also kept in .data/demo-key.txt (a local dev file,
// git-ignored) to print it again on the next start while that key still works.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { prisma } from "@/lib/db/client";
import { createApiKey, ensureUser, hashApiKey } from "@/lib/auth/api-keys";
import { config } from "@/lib/config";

const DEMO_EMAIL = "demo@llar.ad";
const KEY_FILE = path.join(path.dirname(config.LLAR_DATA_DIR), "demo-key.txt");

export async function ensureDemoKey(log: (m: string) => void): Promise<string | null> {
  const user = await ensureUser(DEMO_EMAIL, "Demo");
  const saved = existsSync(KEY_FILE) ? readFileSync(KEY_FILE, "utf8").trim() : "";
  if (saved) {
    const row = await prisma.apiKey.findUnique({ where: { hash: hashApiKey(saved) } });
    if (row && !row.revokedAt && row.userId === user.id) {
      // A demo key made on a lower plan: every documented example must run on the demo.
      if (row.plan !== "pro" && row.plan !== "enterprise")
        await prisma.apiKey.update({ where: { id: row.id }, data: { plan: "pro" } });
      return saved;
    }
  }
  const created = await createApiKey(user.id, { name: "Demo key", plan: "pro" });
  mkdirSync(path.dirname(KEY_FILE), { recursive: true });
  writeFileSync(KEY_FILE, created.key + "\n", { mode: 0o600 });
  log(`Created the demo account ${DEMO_EMAIL} with a Pro-plan key`);
  return created.key;
}
