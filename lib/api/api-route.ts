// Everything a /v1 route file exports: GET through withApiKey, the CORS preflight, and
// 405 for the other methods. Route files stay one line of wiring plus their handler.
import type { Endpoint } from "@/lib/plans";
import { preflightResponse } from "./api-headers";
import { NON_GET_HANDLERS } from "./method-not-allowed";
import { withApiKey, type ApiHandler, type TagExtra } from "./with-api-key";

export function apiRoute(endpoint: Endpoint, handler: ApiHandler, tagExtra?: TagExtra) {
  return { GET: withApiKey(endpoint, handler, tagExtra), OPTIONS: preflightResponse, ...NON_GET_HANDLERS };
}
