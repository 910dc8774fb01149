// Authentication and plans, generated from the plans table (never out of date).
import { getI18n } from "@/lib/i18n/server";
import { PLANS, PLAN_IDS, type Plan } from "@/lib/plans";
import { portalFormat } from "@/lib/portal/format";
import { planName } from "@/lib/portal/plan-features";
import { CodeBlock, H2, P, TAGS, linkTag } from "./code-block";

export async function PlansGuide({ base }: { base: string }) {
  const { locale, t } = await getI18n();
  const { count } = portalFormat(locale);
  const quota = (id: Plan) => {
    const p = PLANS[id];
    return p.quota === null
      ? t("plans.features.unlimited")
      : t("plans.features.quota", { quota: count(p.quota), window: p.quotaWindow });
  };
  const head = ["plan", "quota", "perMinute", "rows", "endpoints", "priceHistory"] as const;
  return (
    <>
      <H2>{t("apiGuides.plans.authTitle")}</H2>
      <P>{t.rich("apiGuides.plans.auth", { ...TAGS, header: "Authorization: Bearer <key>" })}</P>
      <CodeBlock
        label={t("apiGuides.plans.headerLabel")}
      >{`curl -H "Authorization: Bearer llar_..." ${base}/parishes`}</CodeBlock>
      <H2>{t("apiGuides.plans.plansTitle")}</H2>
      <P>{t.rich("apiGuides.plans.plansIntro", { ...TAGS, free: planName("free", t) })}</P>
      <div className="overflow-x-auto">
        <table className="my-3 text-left text-sm">
          <thead className="border-b border-slate-300">
            <tr>
              {head.map((h, i) => (
                <th key={h} scope="col" className={i < head.length - 1 ? "pr-4" : undefined}>
                  {t(`apiGuides.plans.${h}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PLAN_IDS.map((id) => (
              <tr key={id} className="border-b border-slate-100">
                <th scope="row" className="pr-4 font-medium">
                  {planName(id, t)}
                </th>
                <td className="pr-4">{quota(id)}</td>
                <td className="pr-4">{count(PLANS[id].ratePerMinute)}</td>
                <td className="pr-4">{count(PLANS[id].maxRows)}</td>
                <td className="pr-4" translate="no">
                  {PLANS[id].endpoints.map((e) => `/${e === "property" ? "properties/{id}" : e}`).join(", ")}
                </td>
                <td>{t(PLANS[id].priceHistory ? "apiGuides.plans.yes" : "apiGuides.plans.no")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <P>
        {t.rich("apiGuides.plans.upgrade", {
          ...TAGS,
          billing: linkTag("/account/billing"),
          pricing: linkTag("/pricing"),
        })}
      </P>
    </>
  );
}
