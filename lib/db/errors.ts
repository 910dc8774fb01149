// Recognises "the database is unreachable" among the errors Prisma and pg raise, so the
// API can answer 503 service_unavailable rather than 500.
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01",
  "57P02",
  "57P03",
  "53300", // admin shutdown, crash shutdown, cannot connect now, too many connections
  "P1001",
  "P1002",
  "P1017",
  "P2024", // Prisma: can't reach, timed out, closed, pool timeout
]);

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 6; depth++) {
    const o = e as { code?: unknown; message?: unknown; cause?: unknown; name?: unknown };
    if (typeof o.code === "string" && UNAVAILABLE_CODES.has(o.code)) return true;
    const msg = typeof o.message === "string" ? o.message : "";
    if (
      /ECONNREFUSED|Connection terminated|connect ETIMEDOUT|timeout exceeded when trying to connect|DatabaseNotReachable|Can't reach database/i.test(
        msg,
      )
    )
      return true;
    if (o.name === "DriverAdapterError" && /connection|terminated|closed/i.test(msg)) return true;
    e = o.cause;
  }
  return false;
}
