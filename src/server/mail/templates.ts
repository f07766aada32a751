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
