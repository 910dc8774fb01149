"use client";
// The interactive API reference: swagger-ui-react's Swagger UI over /v1/openapi.json,
// loaded on demand in the browser only (its prebuilt bundle, served by
// app/(portal)/docs/swagger-ui-bundle.js — see there why not the ES entry). The spec's server is
// rebased onto this site's origin so "Try it out" calls this server. A signed-in user can
// pick one of their keys (by prefix, as a reminder of which key to paste) and authorize.
// Swagger UI's interface follows the page's language; the document's own text stays English.
import "swagger-ui-react/swagger-ui.css";
import "./swagger-overrides.css";
import { useEffect, useRef, useState } from "react";
import { useLocale } from "use-intl";
import { useT } from "@/lib/i18n/client";
import { bearerScheme, emptyOptionalExamples, rebaseServers, type Spec } from "@/lib/portal/openapi-view";
import { swaggerDictionary } from "@/lib/portal/swagger-labels";
import { labelSwaggerFields } from "./swagger-accessibility";
import { localizeSwaggerUI } from "./swagger-translator";

type SwaggerUIBundle = ((config: Record<string, unknown>) => unknown) & { presets: { apis: unknown } };
declare global {
  interface Window {
    SwaggerUIBundle?: SwaggerUIBundle;
  }
}

let bundle: Promise<SwaggerUIBundle> | undefined;
function loadSwaggerUI(): Promise<SwaggerUIBundle> {
  bundle ??= new Promise((resolve, reject) => {
    if (window.SwaggerUIBundle) return resolve(window.SwaggerUIBundle);
    const script = document.createElement("script");
    script.src = "/docs/swagger-ui-bundle.js";
    script.async = true;
    script.onload = () =>
      window.SwaggerUIBundle ? resolve(window.SwaggerUIBundle) : reject(new Error("Swagger UI did not load"));
    script.onerror = () => reject(new Error("Swagger UI could not be downloaded"));
    document.head.appendChild(script);
  });
  return bundle;
}

type System = { preauthorizeApiKey: (name: string, value: string) => unknown };

export function SwaggerDocs({ keys }: { keys: { prefix: string; name: string }[] | null }) {
  const t = useT();
  const locale = useLocale();
  const [spec, setSpec] = useState<Spec>();
  const [error, setError] = useState<string>();
  const system = useRef<System>(null);
  const [prefix, setPrefix] = useState(keys?.[0]?.prefix ?? "");
  const [message, setMessage] = useState<string>();
  const [ready, setReady] = useState(false);

  const host = useRef<HTMLDivElement>(null);
  // Swagger UI's interface in the page's language, and names for the fields it leaves
  // unlabelled (swagger-translator.ts, swagger-accessibility.ts); set up before it mounts.
  useEffect(() => {
    const root = host.current;
    if (!root || !spec) return;
    const dictionary = swaggerDictionary((key) => t(`apiDocs.widget.${key}`));
    const stopTranslating = localizeSwaggerUI(root, dictionary, locale);
    const stopLabelling = labelSwaggerFields(root, {
      value: t("apiDocs.fields.value"),
      exampleOf: (code) => t("apiDocs.fields.exampleOf", { code }).replace(/ {2,}/g, " "),
      mediaType: t("apiDocs.widget.mediaType"),
    });
    return () => {
      stopTranslating();
      stopLabelling();
    };
  }, [spec, t, locale]);

  // Mount Swagger UI once the spec is in.
  useEffect(() => {
    const root = host.current;
    if (!spec || !root) return;
    let cancelled = false;
    loadSwaggerUI()
      .then((SwaggerUI) => {
        if (cancelled) return;
        // The returned instance exposes the system actions (preauthorizeApiKey).
        system.current = SwaggerUI({
          domNode: root,
          spec,
          presets: [SwaggerUI.presets.apis],
          tryItOutEnabled: true,
          persistAuthorization: false,
          deepLinking: false,
          // The highlighter's palettes fail contrast on the dark code background; plain
          // light-on-dark text passes (and reads fine for JSON).
          syntaxHighlight: { activated: false },
          onComplete: () => setReady(true),
        }) as System;
      })
      .catch((e: Error) => setError(t("apiDocs.referenceFailed", { error: e.message })));
    return () => {
      cancelled = true;
    };
    // `t` is stable for the page's locale (use-intl memoises it): Swagger UI mounts once.
  }, [spec, t]);

  useEffect(() => {
    fetch("/v1/openapi.json")
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
      .then((s: Spec) => setSpec(emptyOptionalExamples(rebaseServers(s, window.location.origin))))
      .catch((e: Error) => setError(t("apiDocs.descriptionFailed", { error: e.message })));
  }, [t]);

  function authorize(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const key = String(new FormData(e.currentTarget).get("docs-key") ?? "").trim();
    const scheme = spec && bearerScheme(spec);
    if (!key.startsWith("llar_")) return setMessage(t("apiDocs.authorize.notFull"));
    if (prefix && !key.startsWith(prefix)) return setMessage(t("apiDocs.authorize.wrongPrefix", { prefix }));
    if (!system.current || !scheme) return setMessage(t("apiDocs.authorize.loading"));
    system.current.preauthorizeApiKey(scheme, key);
    setMessage(t("apiDocs.authorize.done", { prefix: prefix || "none" }));
  }

  return (
    <div className="space-y-4">
      <form
        onSubmit={authorize}
        aria-labelledby="authorize-heading"
        className="space-y-3 rounded-lg border border-slate-200 p-4"
      >
        <h2 id="authorize-heading" className="text-lg font-semibold">
          {t("apiDocs.authorize.title")}
        </h2>
        {keys && keys.length > 0 && (
          <label className="block text-sm font-medium">
            {t("apiDocs.authorize.yourKey")}{" "}
            <select
              value={prefix}
              onChange={(e) => setPrefix(e.target.value)}
              className="ml-1 rounded-md border border-slate-400 px-2 py-1"
            >
              {keys.map((k) => (
                <option key={k.prefix} value={k.prefix}>
                  {k.prefix}… — {k.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {keys === null && (
          <p className="text-sm text-slate-700">
            {t.rich("apiDocs.authorize.signIn", {
              link: (chunks) => (
                <a href="/signin?callbackUrl=%2Fdocs" className="text-brand-700 underline">
                  {chunks}
                </a>
              ),
            })}
          </p>
        )}
        <div className="flex flex-wrap items-end gap-3">
          <label className="min-w-72 flex-1 text-sm font-medium">
            {t("apiDocs.authorize.fullKey")}
            <input
              name="docs-key"
              type="password"
              autoComplete="off"
              spellCheck={false}
              placeholder="llar_…"
              className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 font-mono"
            />
          </label>
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900">
            {t("apiDocs.authorize.submit")}
          </button>
        </div>
        <p aria-live="polite" className="text-sm text-slate-700">
          {message}
        </p>
      </form>
      {error && (
        <p role="alert" className="font-medium text-red-800">
          {error}
        </p>
      )}
      {!ready && !error && <p role="status">{t("apiDocs.loadingReference")}</p>}
      <div
        ref={host}
        className="swagger-host"
        data-testid="swagger"
        // Swagger UI marks required parameters with CSS text (swagger-overrides.css).
        style={{ "--swagger-required": JSON.stringify(t("apiDocs.fields.required")) } as React.CSSProperties}
      />
    </div>
  );
}
