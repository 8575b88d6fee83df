import { Outlet } from 'react-router';
import type { Route } from './+types/layout';
import { may } from '@alankar/shared/policy';
import { requireViewer } from '~/features/auth/guard.server';
import { DashboardMenu } from '~/features/dashboard/dashboard-menu';
import { metaWords } from '~/words/words';
import { pageWords } from '~/words/words.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  return { staff: may(viewer, 'dashboard.view'), words: pageWords(request, ['orders']) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaWords(matches).orders?.dashboardDocument ?? 'Alankar' }, { name: 'robots', content: 'noindex' }];
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 md:grid-cols-[14rem_1fr] md:gap-10 md:py-12">
      <aside>
        <DashboardMenu staff={loaderData.staff} />
      </aside>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
