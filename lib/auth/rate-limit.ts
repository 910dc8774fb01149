// Attempt limits of the account forms (settings: lib/ratelimit/policies.ts). Keyed by the
// client address (its IPv6 /64) and by account, so that:
// - one address cannot guess at many accounts (attempts per address),
// - one address cannot lock an account for everyone else: the tight limit is per
//   account + address, so a stranger only locks themselves out;
// - many addresses together cannot guess without bound (attempts per account, a wide
//   limit); the owner then proves the address with a reset link, which clears it
//   (clearAfterPasswordReset).
// A sign-in attempt is counted before its password is checked, in one atomic step per
// limit, so parallel guesses cannot all pass the check before any is counted.
// With no known client address (UNKNOWN_ADDRESS: TRUST_PROXY_HOPS does not match the
// deployment) the address-keyed sign-in limits are skipped rather than shared by every
// client, which would let anyone lock everyone out; the per-account limit still holds.
import { UNKNOWN_ADDRESS } from "@/lib/http/client-address";
import { addressBucket, attemptLimiter, hitAll, perAddress, type PolicyName } from "@/lib/ratelimit/policies";
import { normalEmail } from "./email";

const account = (email: string) => normalEmail(email);
const pair = (email: string, address: string) => `${account(email)}|${addressBucket(address)}`;

function signInKeys(email: string, address: string): [PolicyName, string][] {
  const keys: [PolicyName, string][] = [["sign-in:account", account(email)]];
  if (address !== UNKNOWN_ADDRESS)
    keys.push(["sign-in:pair", pair(email, address)], ["sign-in:address", addressBucket(address)]);
  return keys;
}

/** Counts one sign-in attempt before its password is checked; seconds to wait, or 0 when it may be checked. */
export async function hitSignIn(email: string, address: string): Promise<number> {
  return hitAll(signInKeys(email, address));
}

/** Seconds until a sign-in may be tried, or 0, without counting one. */
export async function signInRetryAfter(email: string, address: string): Promise<number> {
  const states = await Promise.all(signInKeys(email, address).map(([n, id]) => attemptLimiter(n).check(id)));
  return Math.max(...states.map((s) => s.retryAfterSeconds));
}

/** A successful sign-in forgets this address's attempts on the account. */
export async function clearSignInFailures(email: string, address: string): Promise<void> {
  await attemptLimiter("sign-in:pair").clear(pair(email, address));
}

/** The owner proved the address (a password reset link): nothing keeps them out. */
export async function clearAfterPasswordReset(email: string, address: string): Promise<void> {
  await Promise.all([
    attemptLimiter("sign-in:account").clear(account(email)),
    attemptLimiter("sign-in:pair").clear(pair(email, address)),
  ]);
}

// Sign-up and enterprise requests have no recipient to key on: with no known client
// address they are counted per typed address instead (one account per address anyway).
const byAddressOrEmail = (name: PolicyName, address: string, email: string): [PolicyName, string][] =>
  address === UNKNOWN_ADDRESS ? [[name, `email:${normalEmail(email)}`]] : perAddress(name, address);

/** Counts a sign-up attempt for `email` from `address`; seconds to wait, or 0 when it may proceed. */
export async function hitSignUp(address: string, email: string): Promise<number> {
  return hitAll(byAddressOrEmail("sign-up", address, email));
}

/** Counts a request that emails `email` a magic link; seconds to wait or 0. */
export async function hitEmailRequest(email: string, address: string): Promise<number> {
  return hitAll([["email:to", account(email)], ...perAddress("email:from", address)]);
}

/** Counts an enterprise request for `email` from `address`; seconds to wait, or 0. */
export async function hitEnterpriseRequest(address: string, email: string): Promise<number> {
  return hitAll(byAddressOrEmail("enterprise", address, email));
}

/** Counts a password check of account deletion; seconds to wait, or 0. */
export async function hitAccountDeletion(userId: string): Promise<number> {
  return hitAll([["account:delete", userId]]);
}
