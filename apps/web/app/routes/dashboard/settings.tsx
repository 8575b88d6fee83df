import { useRevalidator } from 'react-router';
import type { Route } from './+types/settings';
import { requireAllowed } from '~/features/auth/guard.server';
import { DashboardPanel } from '~/features/dashboard/dashboard-panel';
import { StaffOnlyBoundary } from '~/features/dashboard/staff-boundary';
import { SettingsForm } from '~/features/dashboard/settings/settings-form';
import { api } from '~/lib/api-client';
import { showToast } from '~/ui/toast';
import { refusedSave } from '~/features/dashboard/save-feedback';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAllowed(request, context);
  const [settings, districts] = await Promise.all([context.services.settings.get(), context.services.locations.districts()]);
  return {
    settings,
    districts,
    suburbs: await context.services.locations.named(settings.suburbs),
    configuredProviders: context.providers,
    couriers: context.couriers,
    origin: context.origin,
  };
}

export function meta() {
  return [{ title: 'Settings · Alankar' }, { name: 'robots', content: 'noindex' }];
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator();
  return (
    <DashboardPanel title="Settings">
      <p className="mb-6 max-w-prose text-taupe">
        Changes show across the shop as soon as you save: in the cart, the checkout, the chat and on every page.
      </p>
      <SettingsForm
        settings={loaderData.settings}
        districts={loaderData.districts}
        suburbs={loaderData.suburbs}
        configuredProviders={loaderData.configuredProviders}
        couriers={loaderData.couriers}
        origin={loaderData.origin}
        onSave={async (fields) => {
          try {
            await api('/settings', { method: 'PUT', body: fields });
          } catch (error) {
            return refusedSave(error, 'The settings were not saved');
          }
          showToast('Settings saved');
          void revalidate();
          return null;
        }}
      />
    </DashboardPanel>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffOnlyBoundary error={error} title="Settings" />;
}
