"use client";
// Keyboard answers for the review queue: s = same home, d = different homes, k = skip.
// Clicks the matching button, so the keyboard goes through the same form as the mouse.
import { useEffect } from "react";

const KEYS: Record<string, string> = { s: "review-same", d: "review-different", k: "review-skip" };

export function ReviewKeys() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
      const target = e.target as HTMLElement | null;
      if (target && ["INPUT", "SELECT", "TEXTAREA"].includes(target.tagName)) return;
      const id = KEYS[e.key.toLowerCase()];
      const button = id ? document.getElementById(id) : null;
      if (!button) return;
      e.preventDefault();
      button.click();
    };
    window.addEventListener("keydown", onKey);
    // Says the keys work (after hydration): a test presses them only then.
    document.documentElement.dataset.reviewKeys = "ready";
    return () => {
      window.removeEventListener("keydown", onKey);
      delete document.documentElement.dataset.reviewKeys;
    };
  }, []);
  return null;
}
