import type { Role } from '../schemas/rules';

export type { Role };

/** The stored `user` record of docs/product.md §3, read from the token claims. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

/** What the account menu shows, from `GET /app/{role}/me`. */
export interface ProfileSummary {
  photo: string | null;
  firstName: string | null;
}
