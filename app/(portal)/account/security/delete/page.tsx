import type { Metadata } from "next";
import { AccountNav } from "@/components/portal/account-nav";
import { DeleteAccountForm } from "@/components/portal/delete-account-form";
import { securityFacts } from "@/lib/auth/account-security";
import { requireUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Delete account" };
export const dynamic = "force-dynamic";

export default async function DeleteAccountPage() {
  const user = await requireUser("/account/security/delete");
  const facts = await securityFacts(user.id);
  return (
    <div lang="en">
      <AccountNav current="/account/security" email={user.email} admin={user.role === "admin"} />
      <h1 className="mb-4 text-2xl font-bold tracking-tight">Delete your account</h1>
      <div className="max-w-lg space-y-4 text-slate-800">
        <p>Deleting your account:</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>revokes every API key at once: requests with them get 401 within a few seconds;</li>
          <li>cancels every paid subscription in Stripe, with no further charge;</li>
          <li>erases your email address, name, password and sign-in methods;</li>
          <li>keeps the usage counts of your keys, with nothing that identifies you.</li>
        </ul>
        <p>Stripe keeps its own invoices for accounting. We email you a confirmation. This cannot be undone.</p>
        <DeleteAccountForm email={user.email ?? ""} hasPassword={facts.hasPassword} paidKeys={facts.paidKeys} />
      </div>
    </div>
  );
}
