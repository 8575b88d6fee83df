import { useState } from 'react';
import { Link } from 'react-router';
import type { Blog } from '@alankar/shared/blog';
import { summaryPreview } from '@alankar/shared/blog';
import { thumbnailUrl } from '@alankar/shared/images';
import { api } from '~/lib/api-client';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { showToast } from '~/ui/toast';
import { formatDhakaDateTime } from '@alankar/shared/dates';

/** How much of a summary the staff's table shows (the spec's 200 characters). */
const TABLE_SUMMARY_LENGTH = 200;

/** Every post, with edit and delete (after a confirmation); `onChanged` reloads the list. */
export function BlogsTable({ blogs, onChanged }: { blogs: Blog[]; onChanged: () => void }) {
  const [deleting, setDeleting] = useState<Blog | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  async function remove(post: Blog) {
    setDeleting(null);
    try {
      await api(`/blogs/${post._id}`, { method: 'DELETE' });
      setFailed(null);
      showToast('Successfully deleted!');
      onChanged();
    } catch {
      setFailed(`“${post.title}” could not be deleted. Try again.`);
    }
  }

  return (
    <div>
      {failed ? (
        <p role="alert" className="mb-3 text-sm text-danger">
          {failed}
        </p>
      ) : null}
      <div className="overflow-x-auto bg-white ring-1 ring-line">
        <table className="w-full text-left text-sm md:min-w-[44rem]">
          <thead className="border-b border-line text-xs tracking-wide text-taupe uppercase">
            <tr>
              <th className="p-3 font-medium">Image</th>
              <th className="p-3 font-medium max-md:hidden">No.</th>
              <th className="p-3 font-medium">Title</th>
              <th className="p-3 font-medium max-md:hidden">Summary</th>
              <th className="p-3 font-medium max-md:hidden">Modified</th>
              <th className="p-3 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {blogs.map((post, index) => (
              <tr key={post._id} aria-label={post.title}>
                <td className="p-3">
                  {post.image ? (
                    <img
                      src={thumbnailUrl(post.image)}
                      alt=""
                      width={64}
                      height={40}
                      className="h-10 w-16 object-cover"
                    />
                  ) : null}
                </td>
                <td className="p-3 tabular-nums max-md:hidden">{index + 1}</td>
                <td className="p-3 font-serif text-base">
                  <span lang={post.lang}>{post.title}</span>
                  {post.lang === 'bn' ? (
                    <span className="ml-2 bg-ivory px-1.5 py-0.5 align-middle font-sans text-xs text-taupe ring-1 ring-line">
                      Bangla
                    </span>
                  ) : null}
                  {/* On phones the modified date sits under the title. */}
                  <span className="mt-1 block font-sans text-xs text-taupe md:hidden">
                    {post.lastUpdated ? `Modified ${formatDhakaDateTime(post.lastUpdated)}` : 'Not modified'}
                  </span>
                </td>
                <td className="max-w-xs p-3 text-taupe max-md:hidden">
                  {summaryPreview(post.summary, TABLE_SUMMARY_LENGTH)}
                </td>
                <td className="p-3 whitespace-nowrap text-taupe max-md:hidden">
                  {post.lastUpdated ? formatDhakaDateTime(post.lastUpdated) : 'Not modified'}
                </td>
                <td className="p-3 whitespace-nowrap max-md:flex max-md:flex-col max-md:gap-2">
                  <Link
                    to={`/dashboard/blog-update/${post._id}`}
                    className="mr-4 font-medium text-emerald underline-offset-4 hover:underline"
                  >
                    Edit<span className="sr-only"> {post.title}</span>
                  </Link>
                  <button
                    type="button"
                    className="font-medium text-danger underline-offset-4 hover:underline"
                    onClick={() => setDeleting(post)}
                  >
                    Delete<span className="sr-only"> {post.title}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title="Are you sure, you want to delete?"
        confirmLabel="Delete"
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
