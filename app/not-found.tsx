import Link from "next/link";

export default function NotFound() {
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p>The page you asked for does not exist, or the property is no longer listed anywhere.</p>
      <Link href="/search">Search homes</Link>
    </section>
  );
}
