// Enterprise contact requests: stored for the admins (/admin), who grant the plan with
// `npm run keys -- set-plan <prefix> enterprise`.
import { z } from "zod";
import { prisma } from "@/lib/db/client";
import { isValidEmail } from "@/lib/auth/email";
import { hitEnterpriseRequest, inMinutes } from "@/lib/auth/rate-limit";

const EnterpriseRequestInput = z.object({
  name: z.string().trim().min(1, "Name: tell us who you are.").max(100, "Name: at most 100 characters."),
  email: z.string().trim().toLowerCase().refine(isValidEmail, "Email: enter an address like you@company.com."),
  company: z
    .string()
    .trim()
    .min(1, "Company: the organisation the key is for.")
    .max(150, "Company: at most 150 characters."),
  message: z
    .string()
    .trim()
    .min(10, "Message: a sentence or two about your use (at least 10 characters).")
    .max(5000, "Message: at most 5,000 characters."),
});

type EnterpriseFields = keyof z.infer<typeof EnterpriseRequestInput>;
export type EnterpriseResult =
  { ok: true } | { ok: false; fieldErrors: Partial<Record<EnterpriseFields | "form", string>> };

/** `address` is the client's (lib/http/client-address.ts): requests are limited per address. */
export async function submitEnterpriseRequest(
  input: unknown,
  userId: string | null,
  address: string,
): Promise<EnterpriseResult> {
  const parsed = EnterpriseRequestInput.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<EnterpriseFields, string>> = {};
    for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as EnterpriseFields] ??= issue.message;
    return { ok: false, fieldErrors };
  }
  const wait = await hitEnterpriseRequest(address);
  if (wait > 0)
    return { ok: false, fieldErrors: { form: `Too many requests from your network. Try again ${inMinutes(wait)}.` } };
  await prisma.enterpriseRequest.create({ data: { ...parsed.data, userId } });
  return { ok: true };
}

export function listEnterpriseRequests() {
  return prisma.enterpriseRequest.findMany({
    orderBy: [{ handledAt: { sort: "asc", nulls: "first" } }, { createdAt: "desc" }],
    take: 200,
  });
}

export async function markEnterpriseRequestHandled(id: string) {
  const parsed = z.uuid().safeParse(id);
  if (!parsed.success) return;
  await prisma.enterpriseRequest.updateMany({
    where: { id: parsed.data, handledAt: null },
    data: { handledAt: new Date() },
  });
}
