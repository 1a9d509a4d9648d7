import type { SubmissionResult } from '@conform-to/react';

/**
 * What the enquiry and contact actions answer (app/routes/enquiry.tsx, app/routes/contact.tsx):
 * 'sent' once stored, 'invalid' with field errors, 'rate-limited' (429), 'failed' when the server or
 * the network could not take it. `result` feeds Conform: errors, or a reset after success.
 */
export type EnquiryActionData = {
  status: 'sent' | 'invalid' | 'rate-limited' | 'failed';
  result?: SubmissionResult<string[]>;
};

/** The dialog a finished submission opens. */
export type EnquiryOutcome = 'success' | 'error' | 'rate-limited';

export function outcomeOf(data: EnquiryActionData): EnquiryOutcome | null {
  if (data.status === 'sent') return 'success';
  if (data.status === 'rate-limited') return 'rate-limited';
  if (data.status === 'failed') return 'error';
  return null;
}
