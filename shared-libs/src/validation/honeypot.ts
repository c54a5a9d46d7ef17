/**
 * The field people never see on a public form (off screen, out of the tab order, hidden from screen readers):
 * bots that fill every field fill it too, and their post is answered like a success but neither stored nor
 * mailed (docs/security.md, "Public forms").
 */
export const HONEYPOT_FIELD = 'website';
