// What the account server actions need from the request: the client's address (for the
// limiters, lib/auth/authorize.ts clientIp) and the origin for emailed links.
import { headers } from "next/headers";
import { linkOrigin } from "./account-links";
import { clientIp } from "./authorize";

export async function requestContext(): Promise<{ ip: string; origin: string }> {
  const h = await headers();
  return { ip: clientIp(Object.fromEntries(h)), origin: linkOrigin(h) };
}
