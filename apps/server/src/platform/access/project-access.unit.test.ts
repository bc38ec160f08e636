// The derived project facts of an access (decision 0757): a read that did not declare
// `config: { projectFacts: true }` gets neither the SQL columns nor the facts computed from the
// project row — reading one throws instead of showing a default — and the row's facts are not
// computed at all; a read or change that declared them sees each one as derived.
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { projects } from '../../db/schema/index.js';
import { projectAccessOf, type AccessRow, type ProjectFactSource } from './project-access.js';
import type { SessionUser } from './sessions.js';

const user = { id: 'u1', isAdmin: false } as SessionUser;
const project = { id: 'p1', enabledFeatures: ['ebv'] } as unknown as typeof projects.$inferSelect;
const row: AccessRow = { project, roles: ['foreman'], deliverableOrderCount: 3 };

function sources() {
  const completeness = vi.fn(() => true);
  const list: ProjectFactSource[] = [
    { fromRow: { isProjectDataCompleted: completeness } },
    { columns: { deliverableOrderCount: sql<number>`3` } },
  ];
  return { list, completeness };
}

describe('the derived facts of a project access', () => {
  it('derives every fact when the route declared them', () => {
    const { list, completeness } = sources();
    const { project: facts } = projectAccessOf(list, user, row, true);
    expect(facts.isProjectDataCompleted).toBe(true);
    expect(facts.deliverableOrderCount).toBe(3);
    expect(facts.enabledFeatures).toEqual(['ebv']);
    expect(completeness).toHaveBeenCalledWith(project);
  });

  it('on a read without them computes none and throws when one is read', () => {
    const { list, completeness } = sources();
    const { project: facts, roles } = projectAccessOf(list, user, row, false);
    expect(roles).toEqual(['foreman']);
    expect(facts.enabledFeatures).toEqual(['ebv']);
    expect(completeness).not.toHaveBeenCalled();
    expect(() => facts.isProjectDataCompleted).toThrow(/isProjectDataCompleted .*ohne config.projectFacts/);
    expect(() => facts.deliverableOrderCount).toThrow(/deliverableOrderCount .*ohne config.projectFacts/);
  });
});
