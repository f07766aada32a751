import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailOnlyInput, ResetPasswordInput, SignInInput, SignUpInput } from '@shared/schemas/auth';
import { api } from '@client/lib/api-client';
import { sessionQueryKey } from '@client/lib/session';

/** What every protected form sends besides its fields (SPEC §5 anti-bot). */
export interface GuardFields {
  formToken: string;
  website: string;
}

export const signUp = (input: SignUpInput & GuardFields) => api.post('/session/sign-up', { json: input });

export const signIn = (input: SignInInput & GuardFields) => api.post('/session/sign-in', { json: input });

export const requestPasswordReset = (input: EmailOnlyInput) =>
  api.post('/session/forgot-password', { json: input });

export const resetPassword = (input: ResetPasswordInput) =>
  api.post('/session/reset-password', { json: input });

export const resendVerification = (input: EmailOnlyInput) =>
  api.post('/session/resend-verification', { json: input });

/** A one-time sign-in link mailed to the account's address (the way in while sign-ins are slowed down). */
export const requestSignInLink = (input: EmailOnlyInput) =>
  api.post('/session/sign-in-link', { json: input });

export function useRequestSignInLink() {
  return useMutation({ mutationFn: requestSignInLink });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

/** Signing in replaces the cached session, so every signed-in view refetches as the new user. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
