"use client";
// Email + password sign-in through next-auth's Credentials provider (CSRF token handled
// by next-auth/react), plus the OAuth and magic-link methods the server has enabled.
import { signIn } from "next-auth/react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useT } from "@/lib/i18n/client";
import { signInRefusalAction } from "@/lib/portal/actions/sign-in-refusal";
import { FormField } from "./form-field";
import { useFormAction } from "./use-form-action";

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
  const t = useT();
  const [linkSent, setLinkSent] = useState(false);
  const { pending, error, run } = useFormAction(initialError);

  async function onPassword(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    await run(async () => {
      const res = await signIn("credentials", {
        email: String(form.get("email") ?? ""),
        password: String(form.get("password") ?? ""),
        redirect: false,
        callbackUrl,
      });
      if (res?.ok && !res.error) {
        router.push(callbackUrl);
        router.refresh();
        return;
      }
      // next-auth's own code for a refused sign-in, else the refusal authorize threw (rate
      // limit, missing fields), worded by the server in the page's language.
      const refusal = res?.error;
      if (!refusal || refusal === "CredentialsSignin")
        return { ok: false, error: t("auth.signIn.errors.CredentialsSignin") };
      return { ok: false, error: await signInRefusalAction(refusal) };
    });
  }

  async function onMagicLink(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get("magic-email") ?? "");
    await run(async () => {
      const res = await signIn("email", { email, redirect: false, callbackUrl });
      if (res?.error === "EmailRateLimit") return { ok: false, error: t("auth.signIn.errors.EmailRateLimit") };
      if (res?.error) return { ok: false, error: t("auth.signIn.errors.linkFailed") };
      setLinkSent(true);
    });
  }

  return (
    <div className="space-y-6">
      {error && (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {error.message}
        </p>
      )}
      <form onSubmit={onPassword} className="space-y-4" noValidate>
        <FormField label={t("auth.email")} name="email" type="email" autoComplete="email" required />
        <FormField
          label={t("auth.password")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <p className="text-sm">
          <Link href="/forgot-password" className="text-brand-700 underline">
            {t("auth.signIn.forgot")}
          </Link>
        </p>
        <button
          type="submit"
          disabled={pending}
          className="w-full rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
        >
          {pending ? t("auth.signIn.pending") : t("auth.signIn.submit")}
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
            {t("auth.signIn.continueWith", { provider: m.name })}
          </button>
        ))}
      {methods.some((m) => m.id === "email") &&
        (linkSent ? (
          <p role="status" className="text-sm text-slate-700">
            {t("auth.signIn.checkInbox")}
          </p>
        ) : (
          <form onSubmit={onMagicLink} className="space-y-3 border-t border-slate-200 pt-4">
            <FormField
              label={t("auth.signIn.magicLabel")}
              name="magic-email"
              type="email"
              autoComplete="email"
              required
            />
            <button
              type="submit"
              className="w-full rounded-md border border-slate-400 px-4 py-2 font-medium hover:bg-slate-50"
            >
              {t("auth.signIn.magicSubmit")}
            </button>
          </form>
        ))}
      <p className="text-sm text-slate-700">
        {t("auth.signIn.noAccount")}{" "}
        <Link
          href={`/signup?callbackUrl=${encodeURIComponent(callbackUrl)}`}
          className="font-medium text-brand-700 underline"
        >
          {t("auth.signIn.createOne")}
        </Link>
      </p>
    </div>
  );
}
