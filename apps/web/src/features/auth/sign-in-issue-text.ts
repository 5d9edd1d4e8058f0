import { SERVER_MESSAGES, texts, toRussianError } from '@school/contracts';
import { issueText } from '@/shared/forms/issue-text';

/**
 * The sign-in page's words for a failed check: a malformed e-mail reads as spec §8 maps the server's
 * 'email must be an email' — «Такого пользователя не существует!» — rather than the forms' «Неверный формат
 * e-mail», so the page says the same whether the browser or the server found it.
 */
export const signInIssueText: typeof issueText = (issue, value) => {
  const text = issueText(issue, value);
  return text === texts.validation.badEmail ? toRussianError(SERVER_MESSAGES.emailMustBeEmail) : text;
};
