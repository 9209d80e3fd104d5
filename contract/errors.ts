/**
 * The one error shape of the API (SPEC 7): every failure answers `{ success: false, errors: [...] }`.
 * Routes list it under their error statuses; the server's error handler builds it.
 */
import { Type, type Static } from 'typebox';

export const ApiErrorSchema = Type.Object({ success: Type.Literal(false), errors: Type.Array(Type.String()) }, { description: 'Every failure: a list of messages.' });
export type ApiError = Static<typeof ApiErrorSchema>;
