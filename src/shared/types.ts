// DTOs shared by the API and the client.

/** The signed-in user: the server's `c.var.user` and the client's `useSession().user` (`GET /api/me`). */
export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  userType: string;
  avatarUrl: string | null;
  /** Decided on the server (a verified address at the admin domain). */
  isAdmin: boolean;
}
