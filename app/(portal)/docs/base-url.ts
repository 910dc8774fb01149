import { headers } from "next/headers";
import { publicOrigin } from "@/lib/http/public-origin";

/** The API base URL on the site's public origin (for copy-paste-ready examples). */
export async function apiBaseUrl(): Promise<string> {
  return `${publicOrigin(await headers())}/v1`;
}
