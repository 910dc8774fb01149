// The session carries the user's id, role and session version (set in lib/auth/options.ts callbacks).
import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  interface Session {
    user: DefaultSession["user"] & { id: string; role: string; sv: number };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    uid?: string;
    role?: string;
    sv?: number;
  }
}
