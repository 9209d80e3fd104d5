/**
 * One RTK Query api for the whole site. Its base query wraps the shared request helper, so it
 * never throws: a failed call becomes `{ error: { status, data } }` with the server's errors.
 * Feature folders add endpoints with `api.injectEndpoints` (see Redux Toolkit's code splitting).
 */
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { request, type RequestOptions } from '../lib/request';
import type { SessionState } from '../features/account/session-slice';

export interface ApiArgs {
  path: string;
  method?: RequestOptions['method'];
  body?: unknown;
  /** Send the session's token and email headers (booking, favourites and account calls). */
  auth?: boolean;
}

export interface ApiError {
  status: number;
  data: { errors: string[] } & Record<string, unknown>;
}

export const baseQuery: BaseQueryFn<ApiArgs | string, Record<string, unknown>, ApiError> = async (args, { getState, signal }) => {
  const { path, method, body, auth } = typeof args === 'string' ? { path: args } : args;
  // The session slice alone, not the store's type: the store imports the feature slices that import this api.
  const session = auth ? (getState() as { session: SessionState }).session.session : null;
  const result = await request<Record<string, unknown>>(path, { method, body, session, signal });
  if (result.success) return { data: result.data };
  const errors = Array.isArray(result.data.errors) ? (result.data.errors as unknown[]).map(String) : [];
  return { error: { status: result.status, data: { ...result.data, errors } } };
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['User', 'Booking', 'Bookings', 'Favourites', 'Reviews', 'Departures', 'Rate', 'Staff'],
  endpoints: () => ({}),
});
