import type { Metadata } from "next";
import { EnterpriseForm } from "@/components/portal/enterprise-form";
import { planFeatures } from "@/lib/portal/plan-features";
import { currentUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Enterprise API" };
export const dynamic = "force-dynamic";

export default async function EnterprisePage() {
  const user = await currentUser();
  return (
    <div lang="en" className="space-y-6">
      <h1 className="text-3xl font-bold tracking-tight">Llar Enterprise</h1>
      <p className="max-w-2xl text-slate-700">
        For portals, agencies and analysts who need the whole market at volume:{" "}
        {planFeatures("enterprise").slice(0, 3).join(", ").toLowerCase()}, invoicing and a contract. Tell us about your
        use and we will set up your key.
      </p>
      <EnterpriseForm email={user?.email ?? undefined} name={user?.name ?? undefined} />
    </div>
  );
}
