// Limits on the account emails, so the forms cannot be used to flood an inbox or to
// probe addresses at speed (settings: lib/ratelimit/policies.ts): verification emails
// per account, password resets per recipient and per client address.
import { hitAll, perAddress } from "@/lib/ratelimit/policies";
import { normalEmail } from "./email";

/** Counts one verification email for the account; seconds to wait, 0 when it may go. */
export async function hitVerificationSend(userId: string): Promise<number> {
  return hitAll([["email:verify", userId]]);
}

/** Counts one reset request for the address and the client; seconds to wait, 0 when allowed. */
export async function hitResetRequest(email: string, address: string): Promise<number> {
  return hitAll([["email:reset-to", normalEmail(email)], ...perAddress("email:reset-from", address)]);
}
