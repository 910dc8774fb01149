// What the account server actions need from the request: the client's address (for the
// limiters, lib/http/client-address.ts) and the public origin for emailed links.
import { headers } from "next/headers";
import { clientAddress } from "@/lib/http/client-address";
import { publicOrigin } from "@/lib/http/public-origin";

export async function requestContext(): Promise<{ ip: string; origin: string }> {
  const h = await headers();
  return { ip: clientAddress(h), origin: publicOrigin(h) };
}
