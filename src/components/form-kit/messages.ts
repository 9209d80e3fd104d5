/**
 * The texts a field shows when its value breaks a rule. The resolver (resolver.ts) only says which
 * rule broke; the field turns that into words with its own label, so a label is written once.
 * These are the texts the three earlier kits showed, kept word for word.
 */
export type Problem = 'required' | 'format' | 'tooShort' | 'tooLong' | 'invalid';

export interface MessageContext {
  label: string;
  /** The control: an email and a phone number have texts of their own for a wrong format. */
  kind?: 'text' | 'email' | 'tel' | 'password' | 'select' | 'checkbox' | 'date';
  /** A select's own wording, like 'Please choose where you would like to go.' */
  requiredMessage?: string;
  minLength?: number;
}

export const EMAIL_FORMAT_MESSAGE = 'Please enter a valid email address, like name@example.com.';
export const PHONE_FORMAT_MESSAGE = 'Please use digits, spaces and + ( ) - only, with the international dialling code.';
export const PHONE_HINT = 'Optional: include the international dialling code, for example +64 21 123 4567.';

export function messageFor(problem: Problem, { label, kind = 'text', requiredMessage, minLength }: MessageContext): string {
  switch (problem) {
    case 'required':
      if (requiredMessage) return requiredMessage;
      if (kind === 'select') return `Please choose ${label.toLowerCase()}.`;
      if (kind === 'checkbox') return `Please tick ${label}.`;
      return `${label} is required.`;
    case 'format':
      if (kind === 'email') return EMAIL_FORMAT_MESSAGE;
      if (kind === 'tel') return PHONE_FORMAT_MESSAGE;
      return `Please check ${label}.`;
    case 'tooShort':
      return `${label} must be at least ${minLength ?? 0} characters.`;
    case 'tooLong':
      return `${label} is too long.`;
    default:
      return `Please check ${label}.`;
  }
}
