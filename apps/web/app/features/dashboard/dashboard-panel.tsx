import { Link } from '~/ui/shop-links';
import { useWords } from '~/words/use-words';

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
  const { t } = useWords();
  return (
    <div role="alert" className="border border-line bg-white p-8 text-center">
      <p className="font-serif text-3xl">{t.orders.notAllowedTitle}</p>
      <p className="mt-3 text-taupe">{t.orders.notAllowedBody}</p>
      <Link to="/dashboard/my-order" className="btn btn-primary mt-6">
        {t.orders.goToMyOrders}
      </Link>
    </div>
  );
}
