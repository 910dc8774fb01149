"use client";
// True once the element comes near the viewport: heavy widgets (MapLibre, recharts)
// load their code only then, keeping the page's initial JavaScript small.
import { useEffect, useRef, useState } from "react";

export function useNearViewport<T extends Element>(margin = "200px") {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [margin, near]);
  return { ref, near };
}
