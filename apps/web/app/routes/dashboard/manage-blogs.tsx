import { useRevalidator } from 'react-router';
import type { Route } from './+types/manage-blogs';
import { requireAllowed } from '~/features/auth/guard.server';
import { DashboardPanel } from '~/features/dashboard/dashboard-panel';
import { StaffOnlyBoundary } from '~/features/dashboard/staff-boundary';
import { BlogsTable } from '~/features/dashboard/blogs/blogs-table';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAllowed(request, context);
  return { blogs: (await context.services.blog.listBlogs({})).blogs };
}

export function meta() {
  return [{ title: 'Manage Blogs · Alankar' }, { name: 'robots', content: 'noindex' }];
}

export default function ManageBlogs({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator();
  return (
    <DashboardPanel title="Manage Blogs">
      <p className="mb-4 text-taupe" aria-live="polite">
        Total Blogs found {loaderData.blogs.length}
      </p>
      <BlogsTable blogs={loaderData.blogs} onChanged={() => void revalidate()} />
    </DashboardPanel>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffOnlyBoundary error={error} title="Manage Blogs" />;
}
