// Dates in the portal: UTC, unambiguous, the same on the server and in the browser.
const DATE = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });
const DATE_TIME = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export const formatDate = (d: Date | null | undefined) => (d ? DATE.format(d) : "—");
export const formatDateTime = (d: Date | null | undefined) => (d ? `${DATE_TIME.format(d)} UTC` : "—");
