/**
 * Forms the server also takes as a plain post (src/server/render/form-posts.ts), for a visitor who sends them
 * before the app runs; the app shows the server's answer to each (src/client/lib/form-answer.ts).
 */
export type PostedForm =
  | 'signIn'
  | 'signUp'
  | 'forgotPassword'
  | 'resetPassword'
  | 'contact'
  | 'newsletter'
  | 'consultation';
