// The confirm and unsubscribe pages: what the emailed link will do, and one button that
// does it (a plain form POST, so it works without JavaScript).
type Props = {
  title: string;
  done: string | null;
  text: string | null;
  invalid: string;
  action: string;
  button: string;
};

export function TokenActionPage({ title, done, text, invalid, action, button }: Props) {
  return (
    <article className="max-w-xl space-y-4">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {done ? (
        <p role="status" data-testid="token-done" className="rounded-md border border-green-300 bg-green-50 px-3 py-2">
          {done}
        </p>
      ) : text ? (
        <form method="post" action={action} className="space-y-4">
          <p>{text}</p>
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900">
            {button}
          </button>
        </form>
      ) : (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2">
          {invalid}
        </p>
      )}
    </article>
  );
}
