import Link from "next/link";

export default function HomePage() {
  return (
    <section className="space-y-6">
      <h1 className="text-3xl font-bold tracking-tight">Every home in Andorra, in one place</h1>
      <p className="max-w-2xl text-lg text-slate-700">
        Llar gathers the adverts of every portal and agency and merges them into one record per property, with each
        source&apos;s price and a link to its advert.
      </p>
      <div className="flex gap-3">
        <Link href="/search" className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white no-underline hover:bg-brand-700">
          Search homes
        </Link>
        <Link href="/docs" className="rounded-md border border-slate-300 px-4 py-2 font-medium no-underline hover:bg-slate-50">
          API documentation
        </Link>
      </div>
    </section>
  );
}
