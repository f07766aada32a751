// SPEC §9 business constants. Shared by the client (display, client-side limits) and the server (enforcement).
export const RATE_LIMITS = {
  signIn: { max: 5, windowMs: 15 * 60_000 },
  signUp: { max: 3, windowMs: 60 * 60_000 },
  other: { max: 10, windowMs: 15 * 60_000 },
} as const;

export const MIN_FORM_FILL_MS = { signIn: 3_000, signUp: 5_000 } as const;

export const MOBILE_BREAKPOINT_PX = 768;

/** SPEC §4: the one fixed demo account; its chat is simulated in local storage. */
export const DEMO_EMAIL = 'demo@truself.app';

export const DEMO_REPLY_DELAY_MS = { min: 1_500, max: 2_500 } as const;

export const COMMUNITY_MEMBERS_LABEL = '105K+';

export const DEFAULT_CONVERSATION_TITLE = 'New Conversation';
export const WELCOME_CONVERSATION_TITLE = 'Welcome Chat';

export const TOAST_DURATION_MS = 5_000;
export const SIGNUP_SUCCESS_TOAST_MS = 8_000;
export const TOOLTIP_DELAY_MS = 700;

export const NOTIFICATION_BADGE_MAX = 9;

export const QUERY_STALE_TIME_MS = 60_000;
