import { headers } from "next/headers";

/** The API base URL as the reader reached this site (for copy-paste-ready examples). */
export async function apiBaseUrl(): Promise<string> {
  if (process.env.PUBLIC_BASE_URL) return `${process.env.PUBLIC_BASE_URL.replace(/\/$/, "")}/v1`;
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host") ?? "localhost:3000";
  const proto = h.get("x-forwarded-proto") ?? "http";
  return `${proto}://${host}/v1`;
}
