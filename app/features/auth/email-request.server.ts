import { parseWithZod } from '@conform-to/zod/v4';
import { emailOnlySchema } from '../../../shared/domain/account-schemas.ts';
import { formError } from '../../responses.ts';
import { refusalAnswer, unexpectedAnswer } from './account-answers.ts';

/**
 * The action of a page that asks for a link by e-mail (/forgot-password, /verify-email): the
 * address checked, the link sent (or not: the answer is the same either way), too many requests
 * refused with when to try again. The page shows `EmailRequest` (email-form.tsx) with the answer.
 */
export async function answerEmailRequest(
  formData: FormData,
  send: (
    email: string,
  ) => Promise<{ status: 'sent' } | { status: 'rate-limited'; retryAfterSeconds: number }>,
  onError: (error: unknown) => void,
) {
  const submission = parseWithZod(formData, { schema: emailOnlySchema });
  if (submission.status !== 'success') return formError(400, { result: submission.reply() });
  try {
    const result = await send(submission.value.email);
    if (result.status === 'rate-limited') return refusalAnswer(result, submission.reply);
    return { sentTo: submission.value.email };
  } catch (error) {
    onError(error);
    return unexpectedAnswer(submission.reply);
  }
}
