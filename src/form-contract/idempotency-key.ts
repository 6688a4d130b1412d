// The retry key the enhanced contact form sends with a message, so the server sends that message once.

/** The optional body field; the form makes one key per message it sends (a UUID fits). */
export const IDEMPOTENCY_KEY_FIELD = "idempotencyKey";
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;
export const IDEMPOTENCY_KEY_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);
