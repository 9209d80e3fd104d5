/**
 * What signed-in customers keep with us besides bookings: favourite activities.
 */
import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { activities } from './catalogue';

export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The activity's api id (the id the site and the wire use). */
    activityApiId: integer('activity_api_id')
      .notNull()
      .references(() => activities.apiId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.activityApiId] }), index('favourites_activity_idx').on(t.activityApiId)],
);
