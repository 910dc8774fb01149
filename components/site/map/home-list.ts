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

/** The list's height bounds (px): 15rem at most, and at least two homes' lines. */
const LIST_HEIGHT = { max: 240, min: 48 };
/** What a popup adds around its list: the offset from the point (18), the tip (10), padding (30) and the heading (24), with a margin. */
const POPUP_CHROME = 90;

/**
 * The height a group's list may take so that its popup fits in the map beside the point
 * (`y` px from the map's top, in a map `height` px high): MapLibre puts the popup on the
 * side where it fits, and a list cut off by the map's edge would hide its last homes.
 */
export function listHeightFor(y: number, height: number): number {
  const room = Math.max(y, height - y) - POPUP_CHROME;
  return Math.max(LIST_HEIGHT.min, Math.min(LIST_HEIGHT.max, Math.floor(room)));
}

export function homeList(
  title: string,
  homes: MapMarker[],
  open: (href: string) => void,
  maxHeight: number = LIST_HEIGHT.max,
): HTMLElement {
  const box = document.createElement("div");
  box.className = "overflow-y-auto pr-4 text-sm";
  box.style.maxHeight = `${maxHeight}px`;
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
