// The operator console (role admin; docs/decisions.md#operator-console). Every page
// checks the role again itself, since a layout does not guard its pages' data.
import type { Metadata } from "next";
import { AdminNav } from "@/components/admin/admin-nav";
import { adminOrNotFound } from "@/lib/admin/admin-user";

export const metadata: Metadata = { title: "Operator console", robots: { index: false } };

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const admin = await adminOrNotFound();
  return (
    <div lang="en">
      <AdminNav email={admin.email} />
      {children}
    </div>
  );
}
