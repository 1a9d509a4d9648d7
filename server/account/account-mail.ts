import { enqueueEmail, type DbOrTransaction } from '../mail/outbox.ts';
import { fill, renderMail, type MailParagraph } from '../mail/html.ts';
import { accountEmails as en } from '../../shared/i18n/en/accounts.ts';
import { accountEmails as fr } from '../../shared/i18n/fr/accounts.ts';
import type { Language } from '../../shared/i18n/languages.ts';

const EMAILS = { en, fr };

/** Who an account e-mail goes to: the address, the name it greets, the language it is written in. */
export type AccountRecipient = { email: string; name: string; language: Language };

/** Where account e-mails come from and how their links are made. */
export type AccountMailOptions = {
  siteName: string;
  /** The office's address: answers to these e-mails go there. */
  replyTo: string;
  messageIdDomain?: string | undefined;
};

/**
 * The account e-mails, queued in the outbox inside the transaction of what caused them (the worker
 * delivers them; ADR 016). Links are absolute, on the site's public origin.
 */
export function accountMailer(options: AccountMailOptions) {
  const vars = (name: string) => ({ site: options.siteName, name });
  /** The recipient's catalogue, and the greeting and signature in it. */
  const wordsFor = (to: AccountRecipient) => {
    const t = EMAILS[to.language];
    return {
      t,
      greeting: to.name ? fill(t.greeting, vars(to.name)) : t.greetingNoName,
      signature: fill(t.signature, vars('')),
    };
  };
  const send = (tx: DbOrTransaction, to: AccountRecipient, subject: string, paragraphs: MailParagraph[]) =>
    enqueueEmail(
      tx,
      { to: to.email, replyTo: options.replyTo, subject, ...renderMail(paragraphs, to.language) },
      { messageIdDomain: options.messageIdDomain },
    );

  return {
    /** `replaces`: the sign-up took the place of an earlier one on this address, never verified. */
    verify(
      tx: DbOrTransaction,
      to: AccountRecipient,
      link: string,
      { replaces = false }: { replaces?: boolean } = {},
    ) {
      const { t, greeting, signature } = wordsFor(to);
      return send(tx, to, fill(t.verify.subject, vars(to.name)), [
        greeting,
        { text: fill(t.verify.intro, vars(to.name)), href: link },
        ...(replaces ? [t.verify.replaces] : []),
        t.verify.ignore,
        signature,
      ]);
    },

    /**
     * Sign-up with an address whose account is verified: that address hears of it, the form shows
     * nothing. No verification link (issue 27): the reader set no password in this sign-up, so
     * nothing here may confirm one; a forgotten password has its own link.
     */
    existing(tx: DbOrTransaction, to: AccountRecipient, links: { login: string; forgot: string }) {
      const { t, greeting, signature } = wordsFor(to);
      return send(tx, to, fill(t.existing.subject, vars(to.name)), [
        greeting,
        fill(t.existing.intro, vars(to.name)),
        { text: t.existing.login, href: links.login },
        { text: t.existing.forgot, href: links.forgot },
        t.existing.ignore,
        signature,
      ]);
    },

    reset(tx: DbOrTransaction, to: AccountRecipient, link: string) {
      const { t, greeting, signature } = wordsFor(to);
      return send(tx, to, fill(t.reset.subject, vars(to.name)), [
        greeting,
        { text: t.reset.intro, href: link },
        t.reset.ignore,
        signature,
      ]);
    },

    /**
     * To the old address, when the account asks to move to `newEmail` (issue 27): sent before the
     * change can take effect, with the link that cancels or undoes it.
     */
    emailChanging(tx: DbOrTransaction, to: AccountRecipient, newEmail: string, undoLink: string) {
      const { t, greeting, signature } = wordsFor(to);
      return send(tx, to, fill(t.emailChanging.subject, vars(to.name)), [
        greeting,
        fill(t.emailChanging.intro, { ...vars(to.name), email: newEmail }),
        t.emailChanging.ifYou,
        { text: t.emailChanging.undo, href: undoLink },
        signature,
      ]);
    },

    /** To the new address the account asked to move to: the link that confirms it (24 hours). */
    confirmNewAddress(tx: DbOrTransaction, to: AccountRecipient, link: string) {
      const { t, greeting, signature } = wordsFor(to);
      return send(tx, to, fill(t.changeEmail.subject, vars(to.name)), [
        greeting,
        { text: fill(t.changeEmail.intro, vars(to.name)), href: link },
        t.changeEmail.ignore,
        signature,
      ]);
    },

    /** After a change or reset: the owner hears of it, so a change they did not make is noticed. */
    changed(tx: DbOrTransaction, to: AccountRecipient, forgotLink: string) {
      const { t, greeting, signature } = wordsFor(to);
      return send(tx, to, fill(t.changed.subject, vars(to.name)), [
        greeting,
        t.changed.intro,
        { text: t.changed.notYou, href: forgotLink },
        signature,
      ]);
    },
  };
}

export type AccountMailer = ReturnType<typeof accountMailer>;
