/** The newsletter opt-in's label on every lead form. */
export const SUBSCRIBE_LABEL = 'Send me travel inspiration, news and special offers by email';
