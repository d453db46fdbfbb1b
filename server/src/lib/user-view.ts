import type { User } from '@uh/core/auth/auth.schema';
import type { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The user as every API response carries it: never the password hash or internal settings. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    email: row.email,
    photoURL: row.photoUrl,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    timeZone: row.timeZone,
  };
}
