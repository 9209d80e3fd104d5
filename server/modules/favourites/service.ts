/**
 * Favourite activities of one user. Every query is scoped by the caller's user id, so a user
 * can only ever read or change their own favourites.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities } from '../../db/schema/catalogue';
import { favourites } from '../../db/schema/engagement';
import { notFound } from '../../lib/errors';

export const ACTIVITY_NOT_FOUND = 'Activity not found.';

/** Api ids of the user's favourite activities, oldest first (also used by the user-details call). */
export async function listFavouriteActivityIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ apiId: favourites.activityApiId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(asc(favourites.createdAt), asc(favourites.activityApiId));
  return rows.map((r) => r.apiId);
}

/** An activity api id from the wire; null when it cannot be one. */
export function parseActivityId(raw: string | number): number | null {
  const text = String(raw).trim();
  if (!/^[0-9]{1,9}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

async function requireActivity(db: Db, raw: string | number): Promise<number> {
  const apiId = parseActivityId(raw);
  if (apiId === null) throw notFound(ACTIVITY_NOT_FOUND);
  const [row] = await db.select({ apiId: activities.apiId }).from(activities).where(eq(activities.apiId, apiId));
  if (!row) throw notFound(ACTIVITY_NOT_FOUND);
  return row.apiId;
}

export async function addFavourite(db: Db, userId: number, raw: string | number): Promise<void> {
  const apiId = await requireActivity(db, raw);
  await db.insert(favourites).values({ userId, activityApiId: apiId }).onConflictDoNothing();
}

export async function removeFavourite(db: Db, userId: number, raw: string | number): Promise<void> {
  const apiId = await requireActivity(db, raw);
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.activityApiId, apiId)));
}
