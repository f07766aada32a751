import type { Deps } from '../context';
import type { MailMessage } from '../mail/mailer';
import { readLinkToken, signLinkToken } from '../security/signed-link';

const CONFIRM = 'newsletter-confirm';
const UNSUBSCRIBE = 'newsletter-unsubscribe';
const CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000;
// An unsubscribe link must keep working for as long as anyone keeps the mail.
const UNSUBSCRIBE_TTL_MS = 10 * 365 * 24 * 60 * 60_000;

type LinkDeps = Pick<Deps, 'env'>;

export const unsubscribeUrl = (deps: LinkDeps, email: string) =>
  `${deps.env.publicUrl}/api/newsletter/unsubscribe?token=${signLinkToken(deps.env.AUTH_SECRET, UNSUBSCRIBE, email, UNSUBSCRIBE_TTL_MS)}`;

const confirmUrl = (deps: LinkDeps, email: string) =>
  `${deps.env.publicUrl}/api/newsletter/confirm?token=${signLinkToken(deps.env.AUTH_SECRET, CONFIRM, email, CONFIRM_TTL_MS)}`;

export const confirmedEmail = (deps: LinkDeps, token: unknown) =>
  readLinkToken(deps.env.AUTH_SECRET, CONFIRM, token);
export const unsubscribedEmail = (deps: LinkDeps, token: unknown) =>
  readLinkToken(deps.env.AUTH_SECRET, UNSUBSCRIBE, token);

/** Every mail to a (would-be) subscriber carries a one-click unsubscribe link, in the text and as a header. */
function toSubscriber(deps: LinkDeps, email: string, subject: string, body: string): MailMessage {
  const unsubscribe = unsubscribeUrl(deps, email);
  return {
    to: email,
    subject,
    text: `${body}\n\nUnsubscribe with one click: ${unsubscribe}`,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
  };
}

export const confirmSubscriptionEmail = (deps: LinkDeps, email: string) =>
  toSubscriber(
    deps,
    email,
    'Confirm your TruSelf newsletter subscription',
    `Someone (we hope you) asked to receive the TruSelf newsletter at this address.\n\nConfirm within 7 days by opening this link:\n${confirmUrl(deps, email)}\n\nIf it was not you, ignore this message: you will get nothing more from us.`,
  );

export const alreadySubscribedEmail = (deps: LinkDeps, email: string) =>
  toSubscriber(
    deps,
    email,
    'You are already subscribed to the TruSelf newsletter',
    'Someone (maybe you) asked to subscribe this address to the TruSelf newsletter. It is already subscribed, so nothing has changed.',
  );
