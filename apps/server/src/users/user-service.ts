import { eq } from 'drizzle-orm';
import type { Role, UserProfile } from '@alankar/shared/account';
import type { Database } from '../db/client';
import { users } from '../db/schema';

type UserRow = typeof users.$inferSelect;

export function toProfile(row: Pick<UserRow, 'email' | 'name' | 'image' | 'role'>): UserProfile {
  return { email: row.email, displayName: row.name, image: row.image ?? null, admin: row.role === 'admin' };
}

export function createUserService(db: Database) {
  return {
    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return row ?? null;
    },

    async updateDisplayName(id: string, name: string): Promise<UserRow> {
      const [row] = await db.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, id)).returning();
      if (!row) throw new Error(`user ${id} vanished`);
      return row;
    },

    /** Gives or takes the admin role; false when no account has this email. */
    async setRole(email: string, role: Role): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ role, updatedAt: new Date() })
        .where(eq(users.email, email.toLowerCase()))
        .returning({ id: users.id });
      return updated.length > 0;
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
