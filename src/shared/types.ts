// DTOs shared by the API and the client.
export interface MeUser {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  userType: string;
  avatarUrl: string | null;
  isAdmin: boolean;
}

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
