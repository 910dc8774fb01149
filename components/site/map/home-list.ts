// The list a group of homes at one point opens in a popup: one link per home, so each is
// reachable however many share the spot.
import type { MapMarker } from "./home-groups";

export type MarkerLabels = {
  /** "{count} homes here: zoom in" — {count} is replaced on the client. */
  cluster: string;
  group: string;
  approximateGroup: string;
  approximate: string;
  list: string;
  approximateList: string;
  /** The popup's close button. */
  close: string;
};

export function homeList(title: string, homes: MapMarker[], open: (href: string) => void): HTMLElement {
  const box = document.createElement("div");
  box.className = "max-h-60 overflow-y-auto pr-4 text-sm";
  const heading = document.createElement("p");
  heading.className = "mb-1 font-semibold";
  heading.textContent = title;
  const list = document.createElement("ul");
  list.className = "space-y-1";
  list.dataset.testid = "map-home-list";
  for (const home of homes) {
    const item = document.createElement("li");
    const a = document.createElement("a");
    a.href = `/properties/${home.id}`;
    a.className = "text-brand-900 underline";
    a.textContent = `${home.label} · ${home.title}`;
    a.addEventListener("click", (e) => {
      e.preventDefault();
      open(a.getAttribute("href")!);
    });
    item.append(a);
    list.append(item);
  }
  box.append(heading, list);
  return box;
}
