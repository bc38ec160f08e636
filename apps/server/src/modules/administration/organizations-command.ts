// The `npm run organizations` command: `add "Name"` and `list`. Kept apart from the CLI entry so
// tests can run it against a test database.
import { z } from 'zod';
import { requiredText } from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { createOrganization, listOrganizations } from './organizations.service.js';

export const organizationsUsage = 'Aufruf: npm run organizations -- add "Name der Organisation" | list';

/** Runs the command; returns the exit code. Output goes through `print`/`fail`. */
export async function runOrganizationsCommand(
  db: Executor,
  args: readonly string[],
  print: (line: string) => void,
  fail: (line: string) => void,
): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'add') {
    const parsed = requiredText().safeParse(rest.join(' '));
    if (!parsed.success) {
      fail(`Ungültiger Name: ${z.prettifyError(parsed.error)}`);
      fail(organizationsUsage);
      return 64;
    }
    const organization = await createOrganization(db, parsed.data);
    print(`Organisation angelegt: ${organization.name} (${organization.organizationId})`);
    return 0;
  }
  if (command === 'list') {
    const items = await listOrganizations(db);
    if (items.length === 0) print('Keine Organisationen vorhanden.');
    for (const item of items) print(`${item.organizationId}  ${item.name}`);
    return 0;
  }
  fail(organizationsUsage);
  return 64;
}
