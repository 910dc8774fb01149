// Add a scheduled source, or edit one (`source` given): the fields of `npm run sources --
// add|set`, validated on the server by the same zod schema (lib/sources/settings.ts).
import { FORMAT_IDS } from "@/lib/sources/sources";

type Current = {
  id: string;
  name: string;
  homepage: string;
  format: string;
  feed: string | null;
  every: string | null;
};

const input = "mt-1 block w-full rounded-md border border-slate-400 px-2 py-1";

export function SourceForm({ action, source }: { action: (form: FormData) => Promise<void>; source?: Current }) {
  return (
    <form action={action} className="grid max-w-2xl gap-3 sm:grid-cols-2">
      <input type="hidden" name="new" value={source ? "0" : "1"} />
      {source ? (
        <input type="hidden" name="id" value={source.id} />
      ) : (
        <label className="text-sm">
          Id
          <input name="id" required className={input} />
        </label>
      )}
      <label className="text-sm">
        Name
        <input name="name" required={!source} defaultValue={source?.name} className={input} />
      </label>
      <label className="text-sm">
        Homepage
        <input name="homepage" required={!source} defaultValue={source?.homepage} className={input} />
      </label>
      <label className="text-sm">
        Format
        <select name="format" defaultValue={source?.format ?? FORMAT_IDS[0]} className={input}>
          {FORMAT_IDS.map((f) => (
            <option key={f}>{f}</option>
          ))}
        </select>
      </label>
      <label className="text-sm">
        Feed (URL or path on the server)
        <input name="feed" required={!source} defaultValue={source?.feed ?? ""} className={input} />
      </label>
      <label className="text-sm">
        Every (1m at least: 15m, 6h)
        <input name="every" required={!source} defaultValue={source?.every ?? ""} className={input} />
      </label>
      <div className="sm:col-span-2">
        <button type="submit" className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-medium text-white">
          {source ? "Save" : "Add source"}
        </button>
      </div>
    </form>
  );
}
