// Rejected /v1 calls (401 unknown, malformed or missing key; 403 plan_required) are
// counted per client address (its IPv6 /64); past the limit (lib/ratelimit/policies.ts)
// an address gets 429 before its key is even looked up, so guessing keys or hammering
// with a wrong one costs a bounded number of database lookups a minute.
// An unknown address (TRUST_PROXY_HOPS not matching the deployment) is not limited here:
// one shared bucket would let a single client shut every other client out.
import { UNKNOWN_ADDRESS } from "@/lib/http/client-address";
import { addressBucket, attemptLimiter } from "@/lib/ratelimit/policies";

/** The limiter and this address's key in it, or null for an address it does not apply to. */
export function rejectionLimiter(address: string) {
  if (address === UNKNOWN_ADDRESS) return null;
  const limiter = attemptLimiter("api:rejected");
  const id = addressBucket(address);
  return { hit: () => limiter.hit(id), check: () => limiter.check(id) };
}
