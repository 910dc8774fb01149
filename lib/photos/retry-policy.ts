// When a photo that could not be fetched is tried again. A dead link is often a host down
// for the night or a photo not yet uploaded, so later runs retry it, further apart each
// time, and give up after a few tries (a feed's dead links would otherwise cost requests
// on every run forever). A refused address is retried too, because an operator may allow
// its host meanwhile; the check costs no request. Not-an-image and too-large are final.
const MAX_ATTEMPTS = 5;
const FIRST_DELAY_MS = 60 * 60 * 1000; // an hour, then 6 h, 36 h, ~9 days

export type PhotoStatus = "ok" | "dead" | "not_image" | "too_large" | "blocked";

/** When to try again after the `attempts`-th failed try, or null for never. */
export function nextAttemptAt(status: PhotoStatus, attempts: number, now: Date): Date | null {
  if (status !== "dead" && status !== "blocked") return null;
  if (attempts >= MAX_ATTEMPTS) return null;
  return new Date(now.getTime() + FIRST_DELAY_MS * 6 ** (attempts - 1));
}

/**
 * A failure that says nothing of the photo, only of the moment: a timeout, a dropped or
 * refused connection, an overloaded host (429, 5xx). The stage tries such a URL once more
 * after its other fetches, so that a busy machine or host (a second run started beside
 * this one) does not take a photo out of this run's evidence. A 404 or a name that does
 * not resolve is an answer, and waits for a later run.
 */
export function isMomentary(status: PhotoStatus, error: string | null): boolean {
  return (
    status === "dead" &&
    error !== null &&
    /timed out|ECONNRESET|ECONNREFUSED|EPIPE|ETIMEDOUT|socket hang up|^HTTP (429|5\d\d)$/.test(error)
  );
}
