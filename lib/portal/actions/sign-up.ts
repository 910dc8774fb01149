"use server";
// Sign-up server action: validation and account creation in lib/auth/sign-up.ts; the
// client then signs in with the same credentials through next-auth.
import { headers } from "next/headers";
import { clientAddress } from "@/lib/http/client-address";
import { signUpWithPassword, type SignUpResult } from "@/lib/auth/sign-up";

export async function signUpAction(input: { name: string; email: string; password: string }): Promise<SignUpResult> {
  return signUpWithPassword(input, clientAddress(await headers()));
}
