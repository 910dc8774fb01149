// Lets @upstash/ratelimit run its Lua scripts on a plain Redis through ioredis. The
// library only calls `evalsha` and `eval` for the single-region limiters, and falls back
// from `evalsha` to `eval` when the error text contains NOSCRIPT.
// Its scripts open with `#!lua flags=allow-key-locking`, a shebang flag Upstash accepts
// but Redis 7.0 rejects ("Unexpected flag in script shebang"), so the shebang line is
// dropped before the script reaches Redis, and the library's sha (of the original text)
// is translated to the sha of the text actually loaded. See
// docs/decisions.md#rate-limiter-backends; tests/api/ratelimit.test.ts fails
// if a library upgrade ships scripts this adapter cannot run.
import { createHash } from "node:crypto";
import type { Redis as IORedis } from "ioredis";

const sha1 = (text: string) => createHash("sha1").update(text).digest("hex");

/** Drops a leading `#!lua ...` shebang line (flags and all); other scripts pass as is. */
export function stripLuaShebang(script: string): string {
  return script.startsWith("#!lua") ? script.slice(script.indexOf("\n") + 1) : script;
}

type Arg = string | number | null | undefined;

export class RedisScriptAdapter {
  /** The library's sha (of the original script) → sha of the stripped script. */
  private readonly shas = new Map<string, string>();

  constructor(readonly client: IORedis) {}

  async evalsha<T = unknown>(sha: string, keys: string[], args: Arg[]): Promise<T> {
    const loaded = this.shas.get(sha);
    // Unknown here: make the library send the script itself (it matches on "NOSCRIPT").
    if (!loaded) throw new Error("NOSCRIPT script not loaded through this adapter yet");
    return (await this.client.evalsha(loaded, keys.length, ...keys, ...args.map(toArg))) as T;
  }

  async eval<T = unknown>(script: string, keys: string[], args: Arg[]): Promise<T> {
    const stripped = stripLuaShebang(script);
    const result = (await this.client.eval(stripped, keys.length, ...keys, ...args.map(toArg))) as T;
    // EVAL caches the script server-side, so the translated sha now works with EVALSHA.
    this.shas.set(sha1(script), sha1(stripped));
    return result;
  }
}

// Redis arguments are strings; the library passes numbers and, for unused slots, null.
function toArg(v: Arg): string {
  return v === null || v === undefined ? "" : String(v);
}
