// What failed in the last `npm test`, printed at its very end (issue 28). `npm test` runs its lanes
// side by side and prints each lane's output when the lane ends, so a failure in the first lane to end
// scrolls far above the last lines, which are all a CI log may keep. Each Vitest run of `npm test`
// writes a JSON report into .test-results/ (package.json); this names every failed test and file from
// them, with the start of its error.
//
//   node scripts/test-failures.ts          print the failures of the reports there
//   node scripts/test-failures.ts --clear  remove the last run's reports (the start of `npm test`)
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const REPORTS = path.resolve(import.meta.dirname, '../.test-results');
/** The lines of an error shown: its message and the first frames of its stack. */
const LINES_PER_ERROR = 30;

type AssertionResult = { fullName: string; status: string; failureMessages: string[] };
type FileResult = { name: string; status: string; message: string; assertionResults: AssertionResult[] };
type Report = { numFailedTests: number; numFailedTestSuites: number; testResults: FileResult[] };

const excerpt = (text: string) => {
  const lines = stripVTControlCharacters(text).trimEnd().split('\n');
  const shown = lines.slice(0, LINES_PER_ERROR).map((line) => `      ${line}`);
  if (lines.length > LINES_PER_ERROR) shown.push(`      … (${lines.length - LINES_PER_ERROR} more lines)`);
  return shown.join('\n');
};

if (process.argv.includes('--clear')) {
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  process.exit(0);
}

let files: string[] = [];
try {
  files = readdirSync(REPORTS).filter((file) => file.endsWith('.json'));
} catch {
  // No report: the run failed before Vitest (typecheck, lint, build), whose output says why.
}
const out: string[] = [];
for (const file of files.sort()) {
  let report: Report;
  try {
    report = JSON.parse(readFileSync(path.join(REPORTS, file), 'utf8')) as Report;
  } catch (error) {
    out.push(`${file}: unreadable report (${(error as Error).message})`);
    continue;
  }
  for (const result of report.testResults) {
    const failed = result.assertionResults.filter((test) => test.status === 'failed');
    if (result.status !== 'failed' && failed.length === 0) continue;
    const name = path.relative(process.cwd(), result.name);
    out.push(`FAIL ${name} (${file.replace(/\.json$/, '')})`);
    // A file's own error: a hook that threw, an import that failed.
    if (result.message) out.push(excerpt(result.message));
    for (const test of failed) {
      out.push(`  × ${test.fullName}`);
      for (const message of test.failureMessages) out.push(excerpt(message));
    }
  }
}
if (out.length > 0) {
  console.log(`\n== What failed (from ${REPORTS})\n`);
  console.log(out.join('\n'));
} else {
  console.log(
    files.length > 0
      ? '\n== No test failed: the failure is typecheck, lint or the build (their output is above).'
      : '\n== No test report: the failure is typecheck, lint or the build (their output is above).',
  );
}
