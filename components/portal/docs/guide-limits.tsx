// Rate limits and quotas with their headers, and every error code (from lib/api/errors.ts).
import { ERROR_CODES, ERROR_STATUS } from "@/lib/api/errors";
import { getI18n } from "@/lib/i18n/server";
import { CodeBlock, H2, P, TAGS } from "./code-block";

const HEADERS = [
  ["X-RateLimit-Limit", "limit"],
  ["X-RateLimit-Remaining", "remaining"],
  ["X-Quota-Remaining", "quotaRemaining"],
  ["X-Quota-Reset", "quotaReset"],
  ["X-Api-Plan", "plan"],
  ["Retry-After", "retryAfter"],
] as const;

export async function LimitsGuide() {
  const { t } = await getI18n();
  return (
    <>
      <P>{t.rich("apiGuides.limits.intro", TAGS)}</P>
      <H2>{t("apiGuides.limits.headersTitle")}</H2>
      <table className="my-3 text-left text-sm">
        <thead className="border-b border-slate-300">
          <tr>
            <th scope="col" className="pr-4">
              {t("apiGuides.limits.header")}
            </th>
            <th scope="col">{t("apiGuides.limits.meaning")}</th>
          </tr>
        </thead>
        <tbody>
          {HEADERS.map(([header, key]) => (
            <tr key={header}>
              <td className="pr-4 font-mono" translate="no">
                {header}
              </td>
              <td>{t.rich(`apiGuides.limits.headers.${key}`, TAGS)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <CodeBlock label={t("apiGuides.limits.retryLabel")}>{`async function get(url, key, tries = 3) {
  const res = await fetch(url, { headers: { Authorization: \`Bearer \${key}\` } });
  if (res.status === 429 && tries > 1) {
    const wait = Number(res.headers.get("Retry-After") ?? 1);
    await new Promise((r) => setTimeout(r, wait * 1000));
    return get(url, key, tries - 1);
  }
  return res;
}`}</CodeBlock>
      <P>{t("apiGuides.limits.usage")}</P>
    </>
  );
}

export async function ErrorsGuide() {
  const { t } = await getI18n();
  return (
    <>
      <P>{t.rich("apiGuides.errors.intro", TAGS)}</P>
      <CodeBlock label={t("apiGuides.errors.bodyLabel")}>
        {`{ "error": { "code": "plan_required", "message": "This endpoint needs the Pro plan or above; ..." } }`}
      </CodeBlock>
      <table className="my-3 text-left text-sm">
        <thead className="border-b border-slate-300">
          <tr>
            <th scope="col" className="pr-4">
              {t("apiGuides.errors.status")}
            </th>
            <th scope="col" className="pr-4" translate="no">
              code
            </th>
            <th scope="col">{t("apiGuides.errors.when")}</th>
          </tr>
        </thead>
        <tbody>
          {ERROR_CODES.map((code) => (
            <tr key={code} className="border-b border-slate-100 align-top">
              <td className="pr-4">{ERROR_STATUS[code]}</td>
              <td className="pr-4 font-mono" translate="no">
                {code}
              </td>
              <td>{t(`apiGuides.errors.codes.${code}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
