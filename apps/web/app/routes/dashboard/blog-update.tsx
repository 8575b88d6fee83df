import { data } from 'react-router';
import { blogIdParams } from '@alankar/shared/blog-schemas';
import type { Route } from './+types/blog-update';
import { requireAllowed } from '~/features/auth/guard.server';
import { DashboardPanel } from '~/features/dashboard/dashboard-panel';
import { StaffOnlyBoundary } from '~/features/dashboard/staff-boundary';
import { BlogForm } from '~/features/dashboard/blogs/blog-form';
import { api } from '~/lib/api-client';
import { refusedSave } from '~/features/dashboard/save-feedback';
import { readParamsOr404 } from '~/lib/query.server';
import { showAlert } from '~/ui/alerts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAllowed(request, context);
  const { id } = readParamsOr404(params, blogIdParams);
  const post = await context.services.blog.getBlog(id);
  if (!post) throw data(null, { status: 404 });
  return { post };
}

export function meta() {
  return [{ title: 'Update Blog · Alankar' }, { name: 'robots', content: 'noindex' }];
}

export default function BlogUpdate({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <DashboardPanel title="Update Blog">
      <BlogForm
        key={post._id}
        initial={post}
        titleLabel="Blog Name"
        submitLabel="Update Blog"
        onSave={async (fields) => {
          try {
            await api(`/blogs/${post._id}`, { method: 'PUT', body: fields });
          } catch (error) {
            return refusedSave(error, 'The post was not updated');
          }
          showAlert({ kind: 'success', title: 'Updated', text: 'Update Successfully!' });
          return null;
        }}
      />
    </DashboardPanel>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffOnlyBoundary error={error} title="Update Blog" />;
}
