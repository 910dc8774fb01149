"use client";
// next-auth's sign-out (POST with its CSRF token), back to the home page.
import { signOut } from "next-auth/react";

export function SignOutButton() {
  return (
    <button
      type="button"
      onClick={() => signOut({ callbackUrl: "/" })}
      className="rounded-md border border-slate-400 px-2 py-1 hover:bg-slate-50"
    >
      Sign out
    </button>
  );
}
