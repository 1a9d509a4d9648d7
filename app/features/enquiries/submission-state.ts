import type { SubmissionResult } from '@conform-to/react';
import type { TFunction } from 'i18next';
import { retryText } from '../../i18n/retry-text.ts';
import type { ShowingSlot } from '../../../shared/domain/showings.ts';

/**
 * What the enquiry and contact actions answer (app/routes/enquiry.tsx, app/routes/contact.tsx):
 * 'sent' once stored, 'invalid' with field errors, 'rate-limited' (429), 'failed' when the server or
 * the network could not take it. `result` feeds Conform: errors, or a reset after success.
 */
export type EnquiryActionData = {
  status: 'sent' | 'invalid' | 'rate-limited' | 'failed';
  result?: SubmissionResult<string[]>;
  /** 'rate-limited': the seconds of its Retry-After, to say when to try again. */
  retryAfterSeconds?: number;
  /** Book Showing with a slot (issue 30): the time booked and where the confirmation goes. */
  booked?: { start: string; email: string };
  /** Book Showing whose slot was just taken: the next free times. */
  nextSlots?: ShowingSlot[];
};

/** The dialog a finished submission opens. */
export type EnquiryOutcome = 'success' | 'error' | 'rate-limited';

export function outcomeOf(data: EnquiryActionData): EnquiryOutcome | null {
  if (data.status === 'sent') return 'success';
  if (data.status === 'rate-limited') return 'rate-limited';
  if (data.status === 'failed') return 'error';
  return null;
}

/**
 * The catalogue keys of a finished submission's title and text (spec 8); the contact form has its
 * own. A refusal for sending too often is that form's failure, followed by when to try again.
 */
export function outcomeWords(outcome: EnquiryOutcome, form: 'enquiry' | 'contact') {
  const isContact = form === 'contact';
  if (outcome === 'success') {
    return {
      title: isContact ? 'enquiries.states.contactSuccessTitle' : 'enquiries.states.successTitle',
      text: 'enquiries.states.successText',
    } as const;
  }
  return {
    title: 'enquiries.states.errorTitle',
    text: isContact ? 'enquiries.states.contactErrorText' : 'enquiries.states.errorText',
  } as const;
}

/** The dialog's (or, without JavaScript, the page's) title and sentence for a finished submission. */
export function outcomeMessage(
  t: TFunction,
  outcome: EnquiryOutcome,
  form: 'enquiry' | 'contact',
  retryAfterSeconds?: number,
): { title: string; text: string } {
  const words = outcomeWords(outcome, form);
  const when = outcome === 'rate-limited' ? retryText(t, retryAfterSeconds) : null;
  return { title: t(words.title), text: when ? `${t(words.text)} ${when}` : t(words.text) };
}

/** The enquiry routes' headers: a refused (429) document POST tells the client when to come back. */
export function enquiryHeaders({ actionHeaders }: { actionHeaders: Headers }): HeadersInit {
  const retryAfter = actionHeaders.get('Retry-After');
  return retryAfter ? { 'Retry-After': retryAfter } : new Headers();
}

/** With JavaScript: an answer the network or the server could not give becomes the Error! dialog. */
export async function enquiryClientAction({
  serverAction,
}: {
  serverAction: () => Promise<unknown>;
}): Promise<EnquiryActionData> {
  try {
    return (await serverAction()) as EnquiryActionData;
  } catch {
    return { status: 'failed' };
  }
}
