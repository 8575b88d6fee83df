import { useRevalidator } from 'react-router';
import type { Route } from './+types/add-blog';
import { requireAllowed } from '~/features/auth/guard.server';
import { DashboardPanel } from '~/features/dashboard/dashboard-panel';
import { StaffOnlyBoundary } from '~/features/dashboard/staff-boundary';
import { BlogForm } from '~/features/dashboard/blogs/blog-form';
import { BlogsList } from '~/features/dashboard/blogs/blogs-list';
import { api } from '~/lib/api-client';
import { refusedSave } from '~/features/dashboard/save-feedback';
import { showToast } from '~/ui/toast';

/** The same one list read as Manage Blogs: the page shows that list below the form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAllowed(request, context);
  return { blogs: (await context.services.blog.listBlogs({})).blogs };
}

export function meta() {
  return [{ title: 'Add Blog · Alankar' }, { name: 'robots', content: 'noindex' }];
}

export default function AddBlog({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator();
  return (
    <DashboardPanel title="Add Blog">
      <BlogForm
        titleLabel="Title"
        submitLabel="Add Blog"
        onSave={async (fields) => {
          try {
            await api('/blogs', { method: 'POST', body: fields });
          } catch (error) {
            return refusedSave(error, 'The post was not added');
          }
          showToast('Successfully Added!');
          // The form saves from the browser, so reload the list below it (and its count) by hand.
          void revalidate();
          return null;
        }}
      />
      <h2 className="mt-12 mb-4 text-3xl">Manage Blogs</h2>
      <BlogsList blogs={loaderData.blogs} />
    </DashboardPanel>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffOnlyBoundary error={error} title="Add Blog" />;
}
