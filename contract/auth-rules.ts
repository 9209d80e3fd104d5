/**
 * The account rules the site's pages show as well as check, apart from the wire schemas of
 * contract/auth.ts so a page reads them without loading the schema library (the forms fetch
 * their schemas when first checked: src/components/form-kit/resolver.ts).
 */

/** SPEC 5 and 9: a new password's minimum length. */
export const PASSWORD_MIN_LENGTH = 8;
/** A deliberately plain email check: one @, something on both sides, a dot in the domain, no spaces. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
