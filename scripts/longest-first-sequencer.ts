// Test files longest first, by the seconds a recorded run took (scripts/test-durations.json), so the
// two workers of a step do not end with one long file running alone on one core (decision 0752).
// A file the record does not know yet runs before the known ones (it may be long); the order among
// equals is vitest's own (its cache of the last local run, else the larger file first).
import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const DURATIONS = path.resolve(import.meta.dirname, 'test-durations.json');

/** Seconds per test file, keyed `project:path` (the key of vitest's cache); refreshed by `node scripts/record-test-durations.mjs`. */
const recorded: Record<string, number> = fs.existsSync(DURATIONS)
  ? (JSON.parse(fs.readFileSync(DURATIONS, 'utf8')) as Record<string, number>)
  : {};

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification) =>
      recorded[`${spec.project.name}:${path.relative(root, spec.moduleId).split(path.sep).join('/')}`] ??
      Number.POSITIVE_INFINITY;
    // Array.prototype.sort is stable: vitest's order stays among files of equal seconds.
    return ordered.sort(
      (a, b) => a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || seconds(b) - seconds(a),
    );
  }
}
