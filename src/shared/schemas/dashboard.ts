// GET /api/dashboard: everything the signed-in patient's home screen shows, in one response.
import type { SavedProvider } from './favorites';

export interface DashboardProcedure {
  id: string;
  name: string;
  /** When the patient last opened the guide, or last asked TruGPT about it. */
  at: string;
  via: 'viewed' | 'asked';
}

export interface DashboardConversation {
  id: string;
  title: string;
  updatedAt: string;
  /** The patient's last message, shortened, so they recognise the chat. */
  lastMessage: string | null;
}

export interface DashboardConsultation {
  id: string;
  providerId: number | null;
  providerName: string | null;
  procedureName: string | null;
  status: 'new' | 'contacted' | 'booked' | 'closed';
  createdAt: string;
}

export interface DashboardReview {
  id: string;
  providerId: number;
  providerName: string;
  procedureName: string | null;
  rating: number;
  hidden: boolean;
  createdAt: string;
}

export type NextStepId =
  | 'verify-email'
  | 'finish-profile'
  | 'save-providers'
  | 'compare-saved'
  | 'request-consultation'
  | 'ask-trugpt'
  | 'explore-procedures'
  | 'write-review';

export interface NextStep {
  id: NextStepId;
  title: string;
  description: string;
  /** An app path (paths.ts) the step leads to. */
  href: string;
  cta: string;
}

export interface DashboardNotification {
  id: string;
  type: 'info' | 'success' | 'warning' | 'error';
  title: string;
  message: string;
  read: boolean;
  createdAt: string;
  actionLabel: string | null;
  actionHref: string | null;
}

export interface DashboardResponse {
  user: {
    firstName: string | null;
    name: string;
    emailVerified: boolean;
    profileComplete: boolean;
    memberSince: string;
  };
  saved: { total: number; providers: SavedProvider[] };
  conversations: DashboardConversation[];
  procedures: DashboardProcedure[];
  consultations: DashboardConsultation[];
  reviews: DashboardReview[];
  nextSteps: NextStep[];
  notifications: { unread: number; latest: DashboardNotification[] };
  /** Guides to start with when the patient has not looked at any yet. */
  suggestedProcedures: { id: string; name: string }[];
}
