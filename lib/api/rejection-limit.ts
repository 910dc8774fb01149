// Rejected /v1 calls (401 unknown, malformed or missing key; 403 plan_required) are
// counted per client address; past the limit an address gets 429 before its key is even
// looked up, so guessing keys or hammering with a wrong one costs at most this many
// database lookups a minute. Same shared backend as every other limit (lib/ratelimit).
// An unknown address (TRUST_PROXY_HOPS not matching the deployment) is not limited here:
// one shared bucket would let a single client shut every other client out.
import { UNKNOWN_ADDRESS } from "@/lib/http/client-address";
import { AttemptLimiter, sharedBackend } from "@/lib/ratelimit";

export const MAX_REJECTED_PER_MINUTE = 30;
const g = globalThis as unknown as { llarRejections?: AttemptLimiter };

/** The limiter, or null for an address it does not apply to. */
export function rejectionLimiter(address: string): AttemptLimiter | null {
  if (address === UNKNOWN_ADDRESS) return null;
  g.llarRejections ??= new AttemptLimiter(
    `${process.env.LLAR_RATE_LIMIT_PREFIX ?? ""}api:rejected`,
    MAX_REJECTED_PER_MINUTE,
    60_000,
    sharedBackend(),
  );
  return g.llarRejections;
}
