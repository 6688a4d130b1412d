// The hidden field that people never see and form-filling bots fill in.

/** A "website" box is irresistible to spam bots and never part of our forms for people. */
export const HONEYPOT_FIELD = "website";
