/** SPEC §8: a profile change without a session. */
export const NOT_AUTHENTICATED = 'User not authenticated';
export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect.';
