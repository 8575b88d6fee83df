import type { Route } from './+types/manage-blogs';
import { requireAllowed } from '~/features/auth/guard.server';
import { DashboardPanel } from '~/features/dashboard/dashboard-panel';
import { StaffOnlyBoundary } from '~/features/dashboard/staff-boundary';
import { BlogsList } from '~/features/dashboard/blogs/blogs-list';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAllowed(request, context);
  return { blogs: (await context.services.blog.listBlogs({})).blogs };
}

export function meta() {
  return [{ title: 'Manage Blogs · Alankar' }, { name: 'robots', content: 'noindex' }];
}

export default function ManageBlogs({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardPanel title="Manage Blogs">
      <BlogsList blogs={loaderData.blogs} />
    </DashboardPanel>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffOnlyBoundary error={error} title="Manage Blogs" />;
}
