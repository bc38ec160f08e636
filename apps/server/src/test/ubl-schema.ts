// Validation of UBL documents against the OASIS UBL 2.4 schemas kept in the repository
// (modules/ebv/ubl/schemas, decision 0640) with libxml2's `xmllint` (Debian libxml2-utils; CI
// installs it, .ci/run). Without xmllint the tests that need it are skipped and say why.
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const DESPATCH_ADVICE_SCHEMA = fileURLToPath(
  new URL('../modules/ebv/ubl/schemas/maindoc/UBL-DespatchAdvice-2.4.xsd', import.meta.url),
);

export const RECEIPT_ADVICE_SCHEMA = fileURLToPath(
  new URL('../modules/ebv/ubl/schemas/maindoc/UBL-ReceiptAdvice-2.4.xsd', import.meta.url),
);

/** Whether xmllint can be run here. */
export const hasXmllint = spawnSync('xmllint', ['--version']).error === undefined;

/** The reason a schema test is skipped, shown in its name. */
export const xmllintMissing = hasXmllint
  ? ''
  : ' (übersprungen: xmllint fehlt – bitte Debian-Paket libxml2-utils installieren)';

/** xmllint's verdict on `xml` against the DespatchAdvice schema: valid, and its messages. */
export const validateDespatchAdvice = (xml: Buffer) => validateUbl(xml, DESPATCH_ADVICE_SCHEMA);

/** xmllint's verdict on `xml` against the ReceiptAdvice schema. */
export const validateReceiptAdvice = (xml: Buffer) => validateUbl(xml, RECEIPT_ADVICE_SCHEMA);

async function validateUbl(xml: Buffer, schema: string): Promise<{ valid: boolean; output: string }> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'bd-ubl-'));
  try {
    const file = path.join(dir, 'document.xml');
    await fs.promises.writeFile(file, xml);
    try {
      const { stderr } = await run('xmllint', ['--noout', '--nonet', '--schema', schema, file]);
      return { valid: true, output: stderr };
    } catch (error) {
      return { valid: false, output: String((error as { stderr?: string }).stderr ?? error) };
    }
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
