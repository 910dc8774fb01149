import { headers } from "next/headers";
import { requestOrigin } from "@/lib/http/request-origin";

/** The API base URL as the reader reached this site (for copy-paste-ready examples). */
export async function apiBaseUrl(): Promise<string> {
  if (process.env.PUBLIC_BASE_URL) return `${process.env.PUBLIC_BASE_URL.replace(/\/$/, "")}/v1`;
  return `${requestOrigin(await headers(), "http://localhost:3000")}/v1`;
}
