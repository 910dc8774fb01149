// Enterprise contact requests: stored for the admins (/admin), who grant the plan with
// `npm run keys -- set-plan <prefix> enterprise`.
import { z } from "zod";
import { prisma } from "@/lib/db/client";
import { isValidEmail, normalEmail } from "@/lib/auth/email";
import { hitEnterpriseRequest } from "@/lib/auth/rate-limit";
import { parseRefusal, refusalMessage as m, waitMinutes, type Refusal } from "@/lib/domain/refusal";

/** Each field's refusal when empty or not a string (zod's own check). */
const MISSING = {
  name: { code: "nameRequired" },
  email: { code: "emailInvalid", params: { example: "you@company.com" } },
  company: { code: "companyRequired" },
  message: { code: "messageMin" },
} as const satisfies Record<string, Refusal>;

const EnterpriseRequestInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, m(MISSING.name))
    .max(100, m({ code: "nameMax", params: { max: 100 } })),
  email: z.string().transform(normalEmail).refine(isValidEmail, m(MISSING.email)),
  company: z
    .string()
    .trim()
    .min(1, m(MISSING.company))
    .max(150, m({ code: "companyMax", params: { max: 150 } })),
  message: z
    .string()
    .trim()
    .min(10, m(MISSING.message))
    .max(5000, m({ code: "messageMax" })),
});

type EnterpriseFields = keyof z.infer<typeof EnterpriseRequestInput>;
export type EnterpriseResult =
  { ok: true } | { ok: false; fieldErrors: Partial<Record<EnterpriseFields | "form", Refusal>> };

/** `address` is the client's (lib/http/client-address.ts): requests are limited per address. */
export async function submitEnterpriseRequest(
  input: unknown,
  userId: string | null,
  address: string,
): Promise<EnterpriseResult> {
  const parsed = EnterpriseRequestInput.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<EnterpriseFields, Refusal>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as EnterpriseFields;
      fieldErrors[field] ??= parseRefusal(issue.message) ?? MISSING[field];
    }
    return { ok: false, fieldErrors };
  }
  const wait = await hitEnterpriseRequest(address, parsed.data.email);
  if (wait > 0)
    return { ok: false, fieldErrors: { form: { code: "tooManyRequests", params: { minutes: waitMinutes(wait) } } } };
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
