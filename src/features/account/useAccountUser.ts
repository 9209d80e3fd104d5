import type { UserDetails } from '../../../contract/auth';
import { useAppSelector } from '../../state/store';
import { useGetMeQuery } from './user-api';

/**
 * The signed-in user's details (`GET users/me`, the header's endpoint in user-api.ts, keyed by
 * the session's email). The wire shape is contract/auth.ts's UserDetails: phone, newsletter
 * and has_password included.
 */
export function useAccountUser({ skip = false, ...options }: { refetchOnMountOrArgChange?: boolean; skip?: boolean } = {}) {
  const email = useAppSelector((state) => state.session.session?.email);
  const result = useGetMeQuery(email ?? '', { ...options, skip: skip || !email });
  return { ...result, user: result.data as UserDetails | undefined };
}
