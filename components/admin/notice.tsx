// What the last console action did (?notice=) or why it was refused (?error=).
export function Notice({ notice, error }: { notice?: string; error?: string }) {
  if (error)
    return (
      <p role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
        {error}
      </p>
    );
  if (notice)
    return (
      <p role="status" className="mb-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-800">
        {notice}
      </p>
    );
  return null;
}
