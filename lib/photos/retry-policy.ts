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
