"use client";
// next-auth's sign-out (POST with its CSRF token), back to the home page.
import { signOut } from "next-auth/react";
import { useT } from "@/lib/i18n/client";

export function SignOutButton() {
  const t = useT();
  return (
    <button
      type="button"
      onClick={() => signOut({ callbackUrl: "/" })}
      className="rounded-md border border-slate-400 px-2 py-1 hover:bg-slate-50"
    >
      {t("account.nav.signOut")}
    </button>
  );
}
