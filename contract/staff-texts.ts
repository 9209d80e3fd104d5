/** The staff area's texts that the server and the site both say. */
export const STAFF_TEXTS = {
  /** A customer (or anyone without the staff role) on a staff page or route. */
  staffOnly: 'This page is for our team only.',
} as const;
