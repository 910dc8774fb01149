"use client";
// Email + password sign-in through next-auth's Credentials provider (CSRF token handled
// by next-auth/react), plus the OAuth and magic-link methods the server has enabled.
import { signIn } from "next-auth/react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormField } from "./form-field";

type Method = { id: "github" | "google" | "email"; name: string };

export function SignInForm({
  callbackUrl,
  methods,
  initialError,
}: {
  callbackUrl: string;
  methods: Method[];
  initialError?: string;
}) {
  const router = useRouter();
  const [error, setError] = useState(initialError);
  const [pending, setPending] = useState(false);
  const [linkSent, setLinkSent] = useState(false);

  async function onPassword(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setPending(true);
    setError(undefined);
    const res = await signIn("credentials", {
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      redirect: false,
      callbackUrl,
    });
    setPending(false);
    if (res?.ok && !res.error) {
      router.push(callbackUrl);
      router.refresh();
    } else {
      setError(res?.error === "CredentialsSignin" || !res?.error ? "Wrong email or password." : res.error);
    }
  }

  async function onMagicLink(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get("magic-email") ?? "");
    const res = await signIn("email", { email, redirect: false, callbackUrl });
    if (res?.error === "EmailRateLimit")
      setError("Too many sign-in links were asked for. Wait an hour, or sign in with your password.");
    else if (res?.error) setError("We could not send the sign-in link. Check the address and try again.");
    else setLinkSent(true);
  }

  return (
    <div className="space-y-6">
      {error && (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {error}
        </p>
      )}
      <form onSubmit={onPassword} className="space-y-4" noValidate>
        <FormField label="Email" name="email" type="email" autoComplete="email" required />
        <FormField label="Password" name="password" type="password" autoComplete="current-password" required />
        <p className="text-sm">
          <Link href="/forgot-password" className="text-brand-700 underline">
            Forgot your password?
          </Link>
        </p>
        <button
          type="submit"
          disabled={pending}
          className="w-full rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
        >
          {pending ? "Signing in…" : "Sign in"}
        </button>
      </form>
      {methods
        .filter((m) => m.id !== "email")
        .map((m) => (
          <button
            key={m.id}
            type="button"
            onClick={() => signIn(m.id, { callbackUrl })}
            className="w-full rounded-md border border-slate-400 px-4 py-2 font-medium hover:bg-slate-50"
          >
            Continue with {m.name}
          </button>
        ))}
      {methods.some((m) => m.id === "email") &&
        (linkSent ? (
          <p role="status" className="text-sm text-slate-700">
            Check your inbox: we sent you a sign-in link.
          </p>
        ) : (
          <form onSubmit={onMagicLink} className="space-y-3 border-t border-slate-200 pt-4">
            <FormField
              label="Or get a sign-in link by email"
              name="magic-email"
              type="email"
              autoComplete="email"
              required
            />
            <button
              type="submit"
              className="w-full rounded-md border border-slate-400 px-4 py-2 font-medium hover:bg-slate-50"
            >
              Email me a link
            </button>
          </form>
        ))}
      <p className="text-sm text-slate-700">
        No account yet?{" "}
        <Link
          href={`/signup?callbackUrl=${encodeURIComponent(callbackUrl)}`}
          className="font-medium text-brand-700 underline"
        >
          Create one
        </Link>
      </p>
    </div>
  );
}
