// Who reads and who sets the compaction requirements and the test lots (issue 37): everybody who
// sees the load tests reads; the appraisers set (the rules of packages/domain permissions.ts).
import type { FastifyContextConfig } from 'fastify';
import { fromParam } from '../../../platform/access/index.js';

export const readCompaction = {
  access: { rule: 'accessCompactionRequirements', project: fromParam() },
} satisfies FastifyContextConfig;

export const manageCompaction = {
  access: { rule: 'manageCompactionRequirements', project: fromParam() },
} satisfies FastifyContextConfig;
