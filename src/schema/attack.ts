import { z } from 'astro/zod';
import { CATEGORIES } from './enums.ts';
import { httpsUrlSchema, textSchema } from './common.ts';

export const attackSchema = z
  .strictObject({
    name: textSchema('Name of the attack pattern.'),
    summary: textSchema('One sentence: what the attacker does.'),
    description: textSchema('How the attack works against MCP tools; paragraphs separated by blank lines.'),
    policyDefence: textSchema('What a policy.json can and cannot do against it.'),
    categories: z
      .array(z.enum(CATEGORIES))
      .min(1, { error: 'name at least one category the pattern concerns' })
      .describe('Tool categories this pattern concerns.'),
    references: z
      .array(
        z.strictObject({
          title: textSchema('Title of the public reference.'),
          url: httpsUrlSchema,
        }),
      )
      .min(1, { error: 'give at least one public reference' })
      .describe('Public sources that define or document the pattern.'),
  })
  .describe('An attack pattern that tool pages link to.');

export type AttackRecord = z.infer<typeof attackSchema>;
