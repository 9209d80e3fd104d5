import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * A column's name alone, for raw statements where Drizzle's `${column}` ("table"."column") does
 * not fit: an insert's column list, a `set`, an `on conflict`, or a table under an alias.
 */
export const columnName = (column: Column): SQL => sql`${sql.identifier(column.name)}`;

/**
 * "table"."column": Drizzle leaves columns unqualified in a select without joins, which makes a
 * correlated subquery's `id` ambiguous; such subqueries name their tables in full.
 */
export const qualified = (column: Column): SQL => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
