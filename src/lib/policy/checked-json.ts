import { policySchema } from '../../schema/policy.ts';

/**
 * Every policy.json the site emits passes through here at build time: a file
 * that does not validate against policy v1 stops the build instead of shipping.
 */
export function checkedPolicyJson(text: string, where: string): string {
  const result = policySchema.safeParse(JSON.parse(text));
  if (!result.success) {
    throw new Error(
      `${where}: the generated policy.json does not validate against policy v1: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return text;
}
