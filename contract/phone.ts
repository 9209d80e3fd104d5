/**
 * A phone number as every form takes it (travellers' contacts, the account, enquiries) and the
 * API accepts it: the international dialling code included, 5 to 30 digits, spaces, ( ) - .
 * after an optional +.
 */
const PHONE = '\\+?[0-9 \\(\\)\\-.]{5,30}';

export const PHONE_PATTERN = new RegExp(`^${PHONE}$`);

/** The same rule for an input's `pattern` attribute (the browser anchors it; valid with its 'v' flag too). */
export const PHONE_INPUT_PATTERN = PHONE;

/** For an optional field in a schema: empty, or a phone number. */
export const OPTIONAL_PHONE_SCHEMA_PATTERN = `^(?:${PHONE})?$`;

export const phoneMessage = (label: string) => `${label} must be a phone number, including the international dialling code.`;
