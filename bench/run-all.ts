// `npm run bench`: builds the app and records the benchmark figures in bench/RESULTS.md with the machine
// and date. Today it measures the initial JavaScript of each route; see bench/RESULTS.md for what is next.
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { EXPLORER_BUDGET_KB, routeSizes } from './bundle-size';

execSync('npm run build', { stdio: 'ignore' });
const sizes = routeSizes();
const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const rows = Object.entries(sizes).map(([route, size]) => `| ${route} | ${size.gzipKb} | ${size.files} |`);
const explorer = sizes.explorer!.gzipKb;
const report = `# Benchmark results

Measured ${new Date().toISOString().slice(0, 10)} on ${machine}.

## Initial JavaScript per route (production build, gzip level 9)
Target: the explorer at most ${EXPLORER_BUDGET_KB} KB. Now: ${explorer} KB — ${explorer <= EXPLORER_BUDGET_KB ? 'within' : 'over'} budget.

| route | KB gzip | files |
| --- | --- | --- |
${rows.join('\n')}
`;
writeFileSync('bench/RESULTS.md', report);
console.info(report);
