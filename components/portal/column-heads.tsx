// The header row of the portal's account tables (keys, webhook endpoints, deliveries): one
// `th scope="col"` per label, the last one flush right; a last column of row actions has
// no visible heading but keeps one for screen readers.
export function ColumnHeads({ labels, actions }: { labels: string[]; actions?: string }) {
  const cells = actions === undefined ? labels : [...labels, actions];
  return (
    <thead className="border-b border-slate-300 text-slate-700">
      <tr>
        {cells.map((label, i) => {
          const last = i === cells.length - 1;
          return (
            <th key={label} scope="col" className={last ? "py-2" : "py-2 pr-4"}>
              {last && actions !== undefined ? <span className="sr-only">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
