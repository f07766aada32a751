import type { MailMessage } from './mailer';

export function verificationEmail(to: string, url: string): MailMessage {
  return {
    to,
    subject: 'Verify your TruSelf email address',
    text: `Welcome to TruSelf.\n\nConfirm your email address to finish creating your account:\n${url}\n\nThe link is valid for 24 hours. If you did not sign up, ignore this message.`,
  };
}

export function passwordResetEmail(to: string, url: string): MailMessage {
  return {
    to,
    subject: 'Reset your TruSelf password',
    text: `Someone asked to reset the password of your TruSelf account.\n\nChoose a new password here:\n${url}\n\nThe link is valid for 1 hour. If it was not you, ignore this message: your password stays the same.`,
  };
}

/** Sent instead of a second account when someone signs up with an address that already has one. */
export function existingAccountEmail(to: string, signInUrl: string, resetUrl: string): MailMessage {
  return {
    to,
    subject: 'Someone tried to create a TruSelf account with your email',
    text: `Someone (maybe you) tried to create a new TruSelf account with this email address, which already has an account.\n\nTo sign in:\n${signInUrl}\n\nForgot your password? Choose a new one here:\n${resetUrl}\n\nIf it was not you, you can ignore this message: nothing has changed.`,
  };
}

export function passwordChangedEmail(to: string, resetUrl: string): MailMessage {
  return {
    to,
    subject: 'Your TruSelf password was changed',
    text: `The password of your TruSelf account was just changed, and every other device was signed out.\n\nIf this was not you, reset your password now:\n${resetUrl}`,
  };
}

/** Sent once when failed sign-ins to an account start to be slowed down. */
export function signInAttemptsEmail(to: string, resetUrl: string): MailMessage {
  return {
    to,
    subject: 'Several failed sign-ins to your TruSelf account',
    text: `Someone has tried several wrong passwords for your TruSelf account in the last few minutes, so we are slowing down further attempts. Your account is not locked: you can still sign in as usual.\n\nIf it was not you, consider choosing a new password:\n${resetUrl}`,
  };
}

/** A one-time sign-in link, asked for on the sign-in page (e.g. while failed guesses slow the password down). */
export function signInLinkEmail(to: string, url: string, minutes: number): MailMessage {
  return {
    to,
    subject: 'Your TruSelf sign-in link',
    text: `Someone (we hope you) asked for a link to sign in to your TruSelf account without a password.\n\nSign in here:\n${url}\n\nThe link works once, within ${minutes} minutes. If it was not you, ignore this message: nobody can use it without this inbox, and your password stays the same.`,
  };
}
