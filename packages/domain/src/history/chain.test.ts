import { describe, expect, it } from 'vitest';
import { canonicalJson, chainContent, GENESIS_HASH, type ChainEntry } from './chain.js';

describe('canonicalJson', () => {
  it('sorts keys by code units at every depth and writes no whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: 'x' }, B: true })).toBe(
      '{"B":true,"a":{"c":"x","d":[3,{"y":2,"z":1}]},"b":1}',
    );
    expect(canonicalJson({ ä: 1, z: 2, '€': 3 })).toBe('{"z":2,"ä":1,"€":3}');
  });

  it('writes numbers in their shortest round-trip form, as the stored JSON gives them back', () => {
    expect(canonicalJson([1.5, 1.1, 10, -0, 1e21, 0.1 + 0.2, 34.25])).toBe(
      '[1.5,1.1,10,0,1e+21,0.30000000000000004,34.25]',
    );
    const stored = JSON.parse(JSON.stringify({ value: 34.25, tiny: 1e-7 }));
    expect(canonicalJson(stored)).toBe('{"tiny":1e-7,"value":34.25}');
  });

  it('writes dates as ISO 8601 UTC with milliseconds; leaves out undefined members, null in arrays', () => {
    expect(canonicalJson({ at: new Date('2026-11-28T23:30:00+01:00'), gone: undefined, list: [undefined, null] })).toBe(
      '{"at":"2026-11-28T22:30:00.000Z","list":[null,null]}',
    );
  });

  it('escapes strings as JSON does and refuses what JSON cannot hold', () => {
    expect(canonicalJson('Größe "A12/05"\n')).toBe('"Größe \\"A12/05\\"\\n"');
    expect(() => canonicalJson(Number.NaN)).toThrow(TypeError);
    expect(() => canonicalJson({ a: Infinity })).toThrow(TypeError);
    expect(() => canonicalJson(1n)).toThrow(TypeError);
  });

  it('is equal for equal content whatever the key order', () => {
    expect(canonicalJson({ a: 1, b: [1, 2] })).toBe(canonicalJson({ b: [1, 2], a: 1 }));
  });
});

describe('chainContent', () => {
  const entry: ChainEntry = {
    projectId: 'p',
    seq: 1,
    type: 'project.updated',
    variables: { name: 'Baufeld Nord' },
    occurredAt: new Date('2026-11-28T10:00:00.123Z'),
    recordedAt: null,
    originatorId: 'u',
    documents: [{ fileId: 'f', fileName: 'a.pdf', sha256: 'ab' }],
    previousHash: GENESIS_HASH,
  };

  it('covers every field of the entry with the version of the form', () => {
    expect(chainContent(entry)).toBe(
      '{"documents":[{"fileId":"f","fileName":"a.pdf","sha256":"ab"}],"occurredAt":"2026-11-28T10:00:00.123Z",' +
        `"originatorId":"u","previousHash":"${GENESIS_HASH}","projectId":"p","recordedAt":null,"seq":1,` +
        '"type":"project.updated","v":1,"variables":{"name":"Baufeld Nord"}}',
    );
  });

  it('changes with any field', () => {
    const base = chainContent(entry);
    for (const change of [
      { seq: 2 },
      { type: 'x' },
      { variables: { name: 'Baufeld Süd' } },
      { occurredAt: new Date('2026-11-28T10:00:00.124Z') },
      { recordedAt: new Date(0) },
      { originatorId: null },
      { documents: [] },
      { previousHash: '1'.repeat(64) },
      { projectId: 'q' },
    ]) {
      expect(chainContent({ ...entry, ...change })).not.toBe(base);
    }
  });
});
