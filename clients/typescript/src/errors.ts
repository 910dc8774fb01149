// Every non-2xx answer of the API becomes an LlarApiError carrying the API's error
// `code` (invalid_parameter, unauthorized, plan_required, not_found, rate_limited,
// quota_exceeded, ...), so callers branch on `err.code`, not on message text.
import type { components } from "./schema.js";

export type ErrorCode = components["schemas"]["Error"]["error"]["code"];

export class LlarApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | "network_error",
    message: string,
    /** Seconds from Retry-After, when the API sent it (429, 503). */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = "LlarApiError";
  }
}

export async function toApiError(response: Response, body: unknown): Promise<LlarApiError> {
  const retry = response.headers.get("Retry-After");
  const err = (body as { error?: { code?: string; message?: string } } | undefined)?.error;
  const code = (err?.code ?? (response.status >= 500 ? "internal_error" : "invalid_parameter")) as ErrorCode;
  return new LlarApiError(
    response.status,
    code,
    err?.message ?? `HTTP ${response.status}`,
    retry === null ? null : Number(retry),
  );
}
