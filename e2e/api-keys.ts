// A key of the demo account (demo@llar.ad, which `npm start` creates) on a chosen plan,
// written straight into the app's database as the keys CLI would: the docs' and the typed
// client's examples are run with it, as a reader of the guides runs them with theirs.
import { createHash, randomInt } from "node:crypto";
import { sql } from "./test-db";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export async function demoAccountKey(plan: "free" | "starter" | "pro" | "enterprise", name: string): Promise<string> {
  let key = "llar_";
  for (let i = 0; i < 40; i++) key += ALPHABET[randomInt(ALPHABET.length)];
  const [user] = await sql<{ id: string }>("SELECT id FROM users WHERE email = 'demo@llar.ad'");
  if (!user) throw new Error("no demo account: is the server `npm start` with demo data?");
  await sql(
    `INSERT INTO api_key (id, user_id, name, prefix, hash, plan)
     VALUES (gen_random_uuid(), $1, $2, $3, $4, $5::"Plan")`,
    [user.id, name, key.slice(0, 13), createHash("sha256").update(key).digest("hex"), plan],
  );
  return key;
}
