// Language switcher: one submit button per language posting to a server action that
// stores the choice in a cookie and returns to the same page. No client JavaScript.
import { switchLocale } from "@/lib/i18n/actions";
import { LOCALE_NAMES, LOCALES, type Locale } from "@/lib/i18n/locales";

export function LanguageSwitcher({ locale, label }: { locale: Locale; label: string }) {
  return (
    <form action={switchLocale} aria-label={label} className="flex items-center gap-1 text-sm">
      {LOCALES.map((l) => (
        <button
          key={l}
          type="submit"
          name="locale"
          value={l}
          lang={l}
          aria-current={l === locale ? "true" : undefined}
          title={LOCALE_NAMES[l]}
          className={
            l === locale
              ? "rounded px-2 py-1 font-semibold uppercase text-brand-700 underline underline-offset-4"
              : "rounded px-2 py-1 uppercase text-slate-700 hover:bg-slate-100"
          }
        >
          <span aria-hidden="true">{l}</span>
          <span className="sr-only">{LOCALE_NAMES[l]}</span>
        </button>
      ))}
    </form>
  );
}
