import type { UserService } from '../users/user-service';
import type { Auth } from './create-auth';

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD at start-up: creates that account if needed, sets its password,
 * and gives it the admin role.
 */
export async function ensureAdmin(auth: Auth, users: UserService, admin: { email: string; password: string }) {
  const email = admin.email.toLowerCase();
  const existing = await users.findByEmail(email);
  if (!existing) {
    await auth.api.signUpEmail({ body: { email, password: admin.password, name: 'Shop Admin' } });
  } else {
    const context = await auth.$context;
    const hash = await context.password.hash(admin.password);
    const linked = await context.internalAdapter.findAccounts(existing.id);
    if (linked.some((account) => account.providerId === 'credential')) {
      await context.internalAdapter.updatePassword(existing.id, hash);
    } else {
      await context.internalAdapter.linkAccount({ userId: existing.id, providerId: 'credential', accountId: existing.id, password: hash });
    }
  }
  await users.setRole(email, 'admin');
}
