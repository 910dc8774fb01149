// The operator's two buttons for a source with a feed, on the sources table and on the
// source's own page: pull now, and pause or resume its schedule. The server action is
// passed in so this component stays below the app's route folders.
type Props = {
  id: string;
  paused: boolean;
  action: (form: FormData) => Promise<void>;
  /** Where the action sends the operator back to; the sources table when absent. */
  back?: string;
  className?: string;
};

const BUTTON = "rounded-md border border-slate-400 px-2 py-1 hover:bg-slate-50";

export function SourceControls({ id, paused, action, back, className = "flex gap-2" }: Props) {
  return (
    <form action={action} className={className}>
      <input type="hidden" name="id" value={id} />
      {back && <input type="hidden" name="back" value={back} />}
      <button name="op" value="run" className={BUTTON}>
        Run now
      </button>
      <button name="op" value={paused ? "resume" : "pause"} className={BUTTON}>
        {paused ? "Resume" : "Pause"}
      </button>
    </form>
  );
}

/** A run's status, in red when the run failed or its snapshot was refused. */
export function RunStatus({ status, className = "" }: { status: string; className?: string }) {
  const bad = status === "failed" || status === "refused";
  return <span className={`${bad ? "font-semibold text-red-700" : ""} ${className}`.trim()}>{status}</span>;
}
