import { Link } from 'react-router';

/** A dashboard page's frame: its title and what it holds. */
export function DashboardPanel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="mb-6 text-4xl">
        {title}
      </h1>
      {children}
    </section>
  );
}

export function NotAllowed() {
  return (
    <div role="alert" className="border border-line bg-white p-8 text-center">
      <p className="font-serif text-3xl">This page is not allowed for your account</p>
      <p className="mt-3 text-taupe">It is for the shop’s staff. Your own orders are in My Orders.</p>
      <Link to="/dashboard/my-order" className="btn btn-primary mt-6">
        Go to My Orders
      </Link>
    </div>
  );
}
