/** One block of the overview: a white card with a serif heading, named for screen readers by it. */
export function OverviewCard({
  id,
  title,
  note,
  className = '',
  children,
}: {
  id: string;
  title: string;
  /** A line under the heading: what the block counts. */
  note?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`bg-white p-5 ring-1 ring-line sm:p-6 ${className}`}>
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      {note ? <p className="mt-1 text-sm text-taupe">{note}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** What a list shows when there is nothing to do. */
export function AllClear({ children }: { children: React.ReactNode }) {
  return <p className="border border-dashed border-line px-4 py-6 text-center text-sm text-taupe">{children}</p>;
}

/** `Showing 20 of 34, fewest left first.` when a list is cut short. */
export function ShownOf({ shown, count, order }: { shown: number; count: number; order: string }) {
  if (count <= shown) return null;
  return (
    <p className="mt-3 text-xs text-taupe">
      Showing {shown} of {count}, {order}.
    </p>
  );
}
