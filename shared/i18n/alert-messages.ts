import { alertMessages as en } from './en/alert-messages.ts';
import { alertMessages as fr } from './fr/alert-messages.ts';

/** What the server writes about saved-search alerts in each language (issue 30). */
export const ALERT_MESSAGES = { en, fr } as const;
