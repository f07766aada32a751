// Admin dashboard queries and the rows it lists.
import { z } from 'zod';

const search = z.string().trim().max(200, 'Please shorten your search.').optional();
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const isoDate = z
  .string()
  .max(10, 'Use a date like 2025-01-31.')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2025-01-31.')
  .optional()
  .or(z.literal('').transform(() => undefined));

export const ADMIN_PAGE_SIZE = 50;

export const subscribersQuerySchema = z.object({ q: search, page });
export type SubscribersQuery = z.input<typeof subscribersQuerySchema>;

export const usersQuerySchema = z.object({ q: search, page });
export type UsersQuery = z.input<typeof usersQuerySchema>;

export const severitySchema = z.enum(['low', 'medium', 'high']);

export const securityEventsQuerySchema = z
  .object({
    type: z.string().trim().max(80).optional(),
    severity: severitySchema.optional().or(z.literal('').transform(() => undefined)),
    from: isoDate,
    to: isoDate,
    page,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The start date must be on or before the end date.',
    path: ['to'],
  });
export type SecurityEventsQuery = z.input<typeof securityEventsQuerySchema>;

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface SubscriberRow {
  id: string;
  email: string;
  createdAt: string;
}

export interface AdminUserRow {
  id: string;
  name: string;
  email: string;
  username: string | null;
  emailVerified: boolean;
  isAdmin: boolean;
  createdAt: string;
}

export interface SecurityEventRow {
  id: string;
  eventType: string;
  severity: string | null;
  userEmail: string | null;
  userAgent: string | null;
  data: Record<string, unknown>;
  createdAt: string;
}

export interface SecurityEventsPage extends Paged<SecurityEventRow> {
  types: string[];
}
