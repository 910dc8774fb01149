// The result line of an account form: an alert for a refusal, a status for a success.
export function FormMessage({ error, success }: { error?: string; success?: string }) {
  if (error) {
    return (
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
        {error}
      </p>
    );
  }
  if (success) {
    return (
      <p role="status" className="rounded-md border border-brand-600 bg-brand-50 px-3 py-2 text-sm">
        {success}
      </p>
    );
  }
  return null;
}
