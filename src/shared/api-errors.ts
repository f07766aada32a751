// Every error code the API answers with: the server's ApiError accepts only these (or the auth library's own),
// and the client's ApiError reads them, so a typo on either side fails typecheck.
export const errorCodes = [
  // input and request shape
  'invalid_input',
  'invalid_json',
  'null_byte',
  'too_large',
  'unsupported_media_type',
  'unsupported_type',
  'bad_origin',
  // who may do this
  'unauthorized',
  'forbidden',
  'not_found',
  'email_not_verified',
  'wrong_password',
  'invalid_token',
  // abuse checks (SPEC §5, §9)
  'bot',
  'too_fast',
  'form_expired',
  'rate_limited',
  'quota_exceeded',
  // state conflicts
  'username_taken',
  'duplicate_review',
  'already_decided',
  'already_listed',
  'already_owned',
  'no_proof_of_control',
  'already_pending',
  'already_yours',
  'claim_pending',
  'needs_coordinates',
  'nothing_to_regenerate',
  'unknown_location',
  // failures of a service behind the API
  'assistant_unavailable',
  'mail_not_configured',
  'auth_error',
  'internal',
  // the browser could not reach the API, or an answer carried no code
  'network',
  'error',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** The auth library's own codes (UPPER_SNAKE_CASE), passed through as received (SPEC §8). */
export type LibraryErrorCode = Uppercase<string>;

export type ApiErrorCode = ErrorCode | LibraryErrorCode;

export const isLibraryErrorCode = (code: unknown): code is LibraryErrorCode =>
  typeof code === 'string' && code !== '' && code === code.toUpperCase();

/** Every API failure's body. `message` is user-facing; `fields` holds the first message per form field. */
export interface ApiErrorBody {
  error: { code: ApiErrorCode; message: string; fields?: Record<string, string> };
}
