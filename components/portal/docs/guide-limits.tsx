// Rate limits and quotas with their headers, and every error code (from lib/api/errors.ts).
import { ERROR_CODES, ERROR_STATUS, type ErrorCode } from "@/lib/api/errors";
import { C, CodeBlock, H2, P } from "./code-block";

export function LimitsGuide() {
  return (
    <>
      <P>
        Two limits apply to each key: a per-minute <strong>rate</strong> (a sliding 60-second window) and a{" "}
        <strong>quota</strong> per window — the UTC day on Free, the UTC calendar month on paid plans, unlimited on
        Enterprise. There is no overage: past either limit, requests get <C>429</C> with <C>Retry-After</C> (seconds)
        until they would pass. Requests rejected with 401, 403 or 429 do not count against the quota.
      </P>
      <H2>Headers on every response to a valid key</H2>
      <table className="my-3 text-left text-sm">
        <thead className="border-b border-slate-300">
          <tr>
            <th scope="col" className="pr-4">
              Header
            </th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td className="pr-4 font-mono">X-RateLimit-Limit</td>
            <td>requests allowed per minute on the plan</td>
          </tr>
          <tr>
            <td className="pr-4 font-mono">X-RateLimit-Remaining</td>
            <td>requests left in the current minute</td>
          </tr>
          <tr>
            <td className="pr-4 font-mono">X-Quota-Remaining</td>
            <td>
              requests left in the day (Free) or month (paid), or <C>unlimited</C>
            </td>
          </tr>
          <tr>
            <td className="pr-4 font-mono">X-Quota-Reset</td>
            <td>when the quota resets (date-time, UTC)</td>
          </tr>
          <tr>
            <td className="pr-4 font-mono">X-Api-Plan</td>
            <td>the key&apos;s plan</td>
          </tr>
          <tr>
            <td className="pr-4 font-mono">Retry-After</td>
            <td>on 429: seconds to wait</td>
          </tr>
        </tbody>
      </table>
      <CodeBlock label="JavaScript: respect Retry-After">{`async function get(url, key, tries = 3) {
  const res = await fetch(url, { headers: { Authorization: \`Bearer \${key}\` } });
  if (res.status === 429 && tries > 1) {
    const wait = Number(res.headers.get("Retry-After") ?? 1);
    await new Promise((r) => setTimeout(r, wait * 1000));
    return get(url, key, tries - 1);
  }
  return res;
}`}</CodeBlock>
      <P>Your current-window use and reset time per key are on the usage page of your account.</P>
    </>
  );
}

const WHEN: Record<ErrorCode, string> = {
  invalid_parameter:
    "A parameter is wrong: bad type or value, unknown or repeated parameter, minPrice > maxPrice, malformed bbox or cursor, cursor/page mixed with the wrong sort. The message names the parameter.",
  unauthorized: "The key is missing, malformed, unknown or revoked.",
  plan_required: "The key's plan does not include the endpoint (/changes: Starter, /stats: Pro).",
  not_found: "No such property (a malformed id is also not found), or no such path.",
  method_not_allowed: "Only GET (and CORS preflight OPTIONS) is supported.",
  rate_limited: "Too many requests in the last 60 seconds; see Retry-After.",
  quota_exceeded: "The plan's daily or monthly quota is used up; see Retry-After and X-Quota-Reset.",
  internal_error: "A fault on our side. Retry later; tell us if it persists.",
  service_unavailable: "Temporarily unavailable (e.g. database maintenance). Retry after Retry-After.",
};

export function ErrorsGuide() {
  return (
    <>
      <P>
        Every error has the same body; <C>message</C> is one sentence a person can act on. Branch on <C>code</C>, not on
        the message.
      </P>
      <CodeBlock label="Body">{`{ "error": { "code": "plan_required", "message": "This endpoint needs the Pro plan or above; ..." } }`}</CodeBlock>
      <table className="my-3 text-left text-sm">
        <thead className="border-b border-slate-300">
          <tr>
            <th scope="col" className="pr-4">
              Status
            </th>
            <th scope="col" className="pr-4">
              code
            </th>
            <th scope="col">When</th>
          </tr>
        </thead>
        <tbody>
          {ERROR_CODES.map((code) => (
            <tr key={code} className="border-b border-slate-100 align-top">
              <td className="pr-4">{ERROR_STATUS[code]}</td>
              <td className="pr-4 font-mono">{code}</td>
              <td>{WHEN[code]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
