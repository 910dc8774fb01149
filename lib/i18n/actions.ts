"use server";
// The language switcher's action: remember the choice and come back to the same page.
// A plain form post, so it works before (or without) JavaScript.
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { isLocale, LOCALE_COOKIE } from "./locales";

export async function switchLocale(formData: FormData): Promise<void> {
  const locale = formData.get("locale");
  const back = await samePagePath(formData);
  if (isLocale(locale)) {
    (await cookies()).set(LOCALE_COOKIE, locale, { path: "/", maxAge: 60 * 60 * 24 * 365, sameSite: "lax" });
  }
  redirect(back);
}

/** The page the form was posted from (Referer), same-site path only, without a stale
 *  ?lang= that would override the new choice. */
async function samePagePath(formData: FormData): Promise<string> {
  const given = formData.get("back");
  const referer = typeof given === "string" && given ? given : ((await headers()).get("referer") ?? "/");
  let url: URL;
  try {
    url = new URL(referer, "http://local");
  } catch {
    return "/";
  }
  url.searchParams.delete("lang");
  const path = url.pathname.startsWith("/") && !url.pathname.startsWith("//") ? url.pathname : "/";
  return `${path}${url.search}`;
}
