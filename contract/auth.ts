/**
 * Wire shapes of the accounts API (paths are ours; SPEC 7 does not show them):
 *   POST   /api/users/sign_up          SignUpBody        -> SessionResponse
 *   POST   /api/users/sign_in          SignInBody        -> SessionResponse
 *   POST   /api/users/social_sign_in   SocialSignInBody  -> SessionResponse
 *   DELETE /api/users/sign_out         (token, email headers) -> OkResponse
 *   GET    /api/users/me               (headers)         -> UserResponse
 *   PUT    /api/users/me               EditAccountBody   -> UserResponse
 *   POST   /api/users/password_reset   PasswordResetRequestBody -> MessageResponse
 *   PUT    /api/users/password         ChangePasswordBody -> OkResponse
 * Errors everywhere: `{ success: false, errors: string[] }`.
 * The site imports the static types with `import type`.
 */
import { Type, type Static } from 'typebox';
import { BookingSummarySchema } from './bookings';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from './auth-rules';

const Email = Type.String({ maxLength: 320, description: 'Email address (case-insensitive).' });
const Password = Type.String({ maxLength: 256, description: 'At least 8 characters.' });

export { PASSWORD_MIN_LENGTH, EMAIL_PATTERN };

/**
 * The account forms' fields with the rules the accounts service applies beyond a body's shape
 * (server/modules/auth/service.ts answers them with its own messages): the site's forms check
 * what a person typed by these, through the field kit's resolver.
 */
const FormEmail = Type.String({ minLength: 1, maxLength: 320, pattern: EMAIL_PATTERN });
const FormNewPassword = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: 256 });
const FormPassword = Type.String({ minLength: 1, maxLength: 256 });
const FormName = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });
export const SignUpFormSchema = Type.Object({ FirstName: FormName, Email: FormEmail, Password: FormNewPassword, OptInNewsLetter: Type.Optional(Type.Boolean()) });
export const SignInFormSchema = Type.Object({ email: FormEmail, password: FormPassword });
export const PasswordResetFormSchema = Type.Object({ email: FormEmail });
export const ChangePasswordFormSchema = Type.Object({ password: FormNewPassword });
export const EditAccountFormSchema = Type.Object({
  first_name: FormName,
  last_name: Type.Optional(Type.String({ maxLength: 100 })),
  email: FormEmail,
  phone: Type.Optional(Type.String({ maxLength: 40 })),
  opt_in_newsletter: Type.Optional(Type.Boolean()),
  password: Type.Optional(FormNewPassword),
  current_password: Type.Optional(FormPassword),
});

export const AuthHeadersSchema = Type.Object({
  token: Type.Optional(Type.String({ description: 'Session token from a sign-in response.' })),
  email: Type.Optional(Type.String({ description: 'Email of the signed-in user.' })),
});

export const SignUpBodySchema = Type.Object(
  {
    FirstName: Type.String({ maxLength: 100 }),
    Email: Email,
    Password: Password,
    OptInNewsLetter: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type SignUpBody = Static<typeof SignUpBodySchema>;

export const SignInBodySchema = Type.Object({ email: Email, password: Password }, { additionalProperties: false });
export type SignInBody = Static<typeof SignInBodySchema>;

export const SocialSignInBodySchema = Type.Object(
  {
    id_token: Type.Optional(Type.String({ maxLength: 8192, description: 'Google ID token (the "credential" of Google Identity Services).' })),
    access_token: Type.Optional(Type.String({ maxLength: 8192, description: 'Alias of id_token (SPEC 7 calls it the access token).' })),
    email: Type.Optional(Type.String({ maxLength: 320, description: 'Ignored: the email comes from the verified token.' })),
    first_name: Type.Optional(Type.String({ maxLength: 100, description: 'Used when the token carries no given name.' })),
  },
  { additionalProperties: false },
);
export type SocialSignInBody = Static<typeof SocialSignInBodySchema>;

export const EditAccountBodySchema = Type.Object(
  {
    first_name: Type.Optional(Type.String({ maxLength: 100 })),
    last_name: Type.Optional(Type.String({ maxLength: 100 })),
    email: Type.Optional(Email),
    phone: Type.Optional(Type.String({ maxLength: 40 })),
    opt_in_newsletter: Type.Optional(Type.Boolean()),
    password: Type.Optional(Type.String({ maxLength: 256, description: 'New password (at least 8 characters).' })),
    current_password: Type.Optional(Type.String({ maxLength: 256, description: 'Required to change email or password.' })),
  },
  { additionalProperties: false },
);
export type EditAccountBody = Static<typeof EditAccountBodySchema>;

export const PasswordResetRequestBodySchema = Type.Object({ email: Email }, { additionalProperties: false });
export type PasswordResetRequestBody = Static<typeof PasswordResetRequestBodySchema>;

export const ChangePasswordBodySchema = Type.Object(
  { token: Type.String({ maxLength: 200 }), email: Email, password: Password },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBodySchema>;

export const SessionSchema = Type.Object({ token: Type.String(), email: Type.String(), is_admin: Type.Boolean() });
export type Session = Static<typeof SessionSchema>;

export const UserDetailsSchema = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  opt_in_newsletter: Type.Boolean(),
  is_admin: Type.Boolean(),
  has_password: Type.Boolean(),
  bookings: Type.Object({ bookings: Type.Array(BookingSummarySchema) }),
  favorites: Type.Object({ activities: Type.Array(Type.Integer(), { description: 'api_ids of the favourite activities' }) }),
});
export type UserDetails = Static<typeof UserDetailsSchema>;

export const SessionResponseSchema = Type.Object({ success: Type.Literal(true), session: SessionSchema, user: UserDetailsSchema });
export type SessionResponse = Static<typeof SessionResponseSchema>;

export const UserResponseSchema = Type.Object({ success: Type.Literal(true), user: UserDetailsSchema });
export type UserResponse = Static<typeof UserResponseSchema>;

export const OkResponseSchema = Type.Object({ success: Type.Literal(true) });
export const MessageResponseSchema = Type.Object({ success: Type.Literal(true), message: Type.String() });

/** Messages the site may compare against (the server sends them in `errors`). */
export const AUTH_MESSAGES = {
  signInRequired: 'Please sign in to continue.',
  invalidCredentials: 'Invalid email or password.',
  emailTaken: 'An account with this email already exists. Please sign in or reset your password.',
  resetSent: 'If an account exists for this email, we have sent a link to reset your password. It is valid for 1 hour.',
  resetInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  tooMany: 'Too many attempts. Please wait a few minutes and try again.',
  tooManySignIns: 'Too many people are signing in right now. Please try again in a few seconds.',
  googleNotConfigured: 'Google sign-in is not available on this site.',
  googleInvalid: 'We could not verify your Google sign-in. Please try again.',
} as const;
