"use client";
// "Save this search / alert me" under the search results. The search's filters travel as
// hidden fields; a signed-in reader's own address is used (shown, not asked).
import { useActionState } from "react";
import { saveSearchAction, type SaveSearchState } from "@/lib/alerts/actions/save-search";
import { useFavourites } from "./favourites-store";

type SaveSearchLabels = {
  title: string;
  email: string;
  frequency: string;
  immediate: string;
  daily: string;
  submit: string;
  signedInAs: string;
  manage: string;
};

type Props = { params: Record<string, string>; labels: SaveSearchLabels };

export function SaveSearchForm({ params, labels }: Props) {
  const [state, action, pending] = useActionState<SaveSearchState, FormData>(saveSearchAction, { status: "idle" });
  const { signedIn, email } = useFavourites();
  return (
    // id: the target of the link beside the result count (search-results.tsx).
    <section
      id="save-search"
      aria-labelledby="save-search-heading"
      className="scroll-mt-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="save-search-heading" className="mb-2 font-semibold">
        {labels.title}
      </h2>
      <form action={action} className="flex flex-wrap items-end gap-3" data-testid="save-search-form">
        {Object.entries(params).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        {signedIn && email ? (
          <p className="w-full text-sm text-slate-700">{labels.signedInAs.replace("{email}", email)}</p>
        ) : (
          <label className="flex flex-col text-sm">
            {labels.email}
            <input
              type="email"
              name="email"
              required
              autoComplete="email"
              className="mt-1 rounded-md border border-slate-300 px-2 py-1"
            />
          </label>
        )}
        <label className="flex flex-col text-sm">
          {labels.frequency}
          <select
            name="frequency"
            defaultValue="immediate"
            className="mt-1 rounded-md border border-slate-300 px-2 py-1"
          >
            <option value="immediate">{labels.immediate}</option>
            <option value="daily">{labels.daily}</option>
          </select>
        </label>
        <button
          type="submit"
          disabled={pending}
          className="rounded-md bg-brand-700 px-4 py-1.5 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
        >
          {labels.submit}
        </button>
      </form>
      {state.message ? (
        <p
          role={state.status === "error" ? "alert" : "status"}
          data-testid="save-search-message"
          className={`mt-2 text-sm ${state.status === "error" ? "text-red-800" : "text-green-800"}`}
        >
          {state.message}
        </p>
      ) : null}
      {signedIn ? (
        <a href="/alerts" className="mt-2 inline-block text-sm">
          {labels.manage}
        </a>
      ) : null}
    </section>
  );
}
