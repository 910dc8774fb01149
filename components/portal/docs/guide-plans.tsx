// Authentication and plans, generated from the plans table (never out of date).
import Link from "next/link";
import { PLANS, PLAN_IDS } from "@/lib/plans";
import { quotaText } from "@/lib/portal/plan-features";
import { C, CodeBlock, H2, P } from "./code-block";

export function PlansGuide({ base }: { base: string }) {
  return (
    <>
      <H2>Authentication</H2>
      <P>
        Every request carries <C>Authorization: Bearer &lt;key&gt;</C>. Keys look like <C>llar_</C> followed by 40
        letters and digits; we store only a hash, so a key is shown once when you create it. A missing, unknown or
        revoked key gets <C>401 unauthorized</C>; a revoked key stops working within 5 seconds. Keys are secrets: call
        the API from your server, not from a public web page.
      </P>
      <CodeBlock label="Header">{`curl -H "Authorization: Bearer llar_..." ${base}/parishes`}</CodeBlock>
      <H2>Plans</H2>
      <P>
        Each key has its own plan; new keys start on Free. The response header <C>X-Api-Plan</C> tells you which plan
        answered.
      </P>
      <div className="overflow-x-auto">
        <table className="my-3 text-left text-sm">
          <thead className="border-b border-slate-300">
            <tr>
              <th scope="col" className="pr-4">
                Plan
              </th>
              <th scope="col" className="pr-4">
                Quota
              </th>
              <th scope="col" className="pr-4">
                Per minute
              </th>
              <th scope="col" className="pr-4">
                Rows per request
              </th>
              <th scope="col" className="pr-4">
                Endpoints
              </th>
              <th scope="col">Price history</th>
            </tr>
          </thead>
          <tbody>
            {PLAN_IDS.map((id) => (
              <tr key={id} className="border-b border-slate-100">
                <th scope="row" className="pr-4 font-medium">
                  {PLANS[id].name}
                </th>
                <td className="pr-4">{quotaText(id)}</td>
                <td className="pr-4">{PLANS[id].ratePerMinute}</td>
                <td className="pr-4">{PLANS[id].maxRows}</td>
                <td className="pr-4">
                  {PLANS[id].endpoints.map((e) => `/${e === "property" ? "properties/{id}" : e}`).join(", ")}
                </td>
                <td>{PLANS[id].priceHistory ? "yes" : "no"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <P>
        A key whose plan lacks an endpoint gets <C>403 plan_required</C> on <C>/changes</C> or <C>/stats</C>. Upgrade a
        key under{" "}
        <Link href="/account/billing" className="text-brand-700 underline">
          Billing
        </Link>
        ; the new plan applies within seconds, to the same key. Prices are on{" "}
        <Link href="/pricing" className="text-brand-700 underline">
          the pricing page
        </Link>
        .
      </P>
    </>
  );
}
