"use client";
// The town filter, dependent on the parish: with a parish chosen it lists only that
// parish's towns. The server renders the list for the parish in the URL (it works without
// JavaScript); once hydrated it follows the parish select as the reader changes it, and
// forgets a town that is not in the newly chosen parish.
import { useEffect, useState } from "react";

export type TownGroup = { parish: string; label: string; towns: { id: string; name: string }[] };

type Props = {
  groups: TownGroup[];
  parish: string;
  value: string;
  label: string;
  anyLabel: string;
  className: string;
  labelClassName: string;
};

export function TownSelect({ groups, parish: initialParish, value: initial, label, anyLabel, ...css }: Props) {
  const [parish, setParish] = useState(initialParish);
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const select = document.getElementById("f-parish") as HTMLSelectElement | null;
    if (!select) return;
    const follow = () => setParish(select.value);
    select.addEventListener("change", follow);
    return () => select.removeEventListener("change", follow);
  }, []);
  const chosen = parish ? parish.split(",") : [];
  const shown = chosen.length ? groups.filter((g) => chosen.includes(g.parish)) : groups;
  const known = shown.some((g) => g.towns.some((t) => t.id === value));
  return (
    <div className="col-span-2 lg:col-span-1">
      <label htmlFor="f-town" className={css.labelClassName}>
        {label}
      </label>
      <select
        id="f-town"
        name="town"
        value={known ? value : ""}
        onChange={(e) => setValue(e.target.value)}
        className={css.className}
      >
        <option value="">{anyLabel}</option>
        {shown.map((g) => (
          <optgroup key={g.parish} label={g.label}>
            {g.towns.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
