// Bounds on anonymous "alert me" requests, each of which mails a confirmation: per
// recipient and per client address (settings: lib/ratelimit/policies.ts), as the
// password-reset form does.
import { addressBucket, hitAll } from "@/lib/ratelimit/policies";

/** Counts one confirmation mail; true when it may be sent. */
export async function hitConfirmationSend(email: string, clientAddress: string): Promise<boolean> {
  const wait = await hitAll([
    ["alerts:confirm-to", email.toLowerCase()],
    ["alerts:confirm-from", addressBucket(clientAddress)],
  ]);
  return wait === 0;
}
