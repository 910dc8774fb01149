// Bounds on anonymous "alert me" requests, each of which mails a confirmation: per
// recipient and per client address (settings: lib/ratelimit/policies.ts), as the
// password-reset form does.
import { normalEmail } from "@/lib/auth/email";
import { hitAll, perAddress } from "@/lib/ratelimit/policies";

/** Counts one confirmation mail; true when it may be sent. */
export async function hitConfirmationSend(email: string, clientAddress: string): Promise<boolean> {
  const wait = await hitAll([
    ["alerts:confirm-to", normalEmail(email)],
    ...perAddress("alerts:confirm-from", clientAddress),
  ]);
  return wait === 0;
}
