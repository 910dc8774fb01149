"use client";
// The reader's favourites in the browser, shared by every heart on the page. Anonymous:
// kept in localStorage. Signed in (GET /api/favourites says so): kept in the account, and
// whatever the browser held is merged into it once (PUT) and then cleared, so favourites
// saved before signing in are not lost.
import { useSyncExternalStore } from "react";

const KEY = "llar-favourites";
type State = { ready: boolean; signedIn: boolean; email: string | null; ids: string[] };

let state: State = { ready: false, signedIn: false, email: null, ids: [] };
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
const SERVER_STATE: State = state;

function set(next: Partial<State>) {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

function readLocal(): string[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}

const send = (method: "POST" | "PUT", body: unknown) =>
  fetch("/api/favourites", { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

async function load(): Promise<void> {
  const local = readLocal();
  set({ ids: local });
  try {
    const me = (await (await fetch("/api/favourites", { cache: "no-store" })).json()) as Omit<State, "ready">;
    if (!me.signedIn) return set({ ready: true, signedIn: false, email: null, ids: local });
    let ids = me.ids;
    if (local.length) {
      const merged = await send("PUT", { ids: local });
      if (merged.ok) {
        ids = ((await merged.json()) as { ids: string[] }).ids;
        localStorage.removeItem(KEY);
      }
    }
    set({ ready: true, signedIn: true, email: me.email, ids });
  } catch {
    set({ ready: true, ids: local });
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  loading ??= load();
  return () => listeners.delete(listener);
}

export function useFavourites(): State {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );
}

export async function toggleFavourite(id: string): Promise<void> {
  const on = !state.ids.includes(id);
  const ids = on ? [id, ...state.ids] : state.ids.filter((x) => x !== id);
  set({ ids });
  if (!state.signedIn) {
    localStorage.setItem(KEY, JSON.stringify(ids));
    return;
  }
  const res = await send("POST", { propertyId: id, on }).catch(() => null);
  if (!res?.ok) set({ ids: on ? ids.filter((x) => x !== id) : [id, ...ids] }); // undo: not saved
}
