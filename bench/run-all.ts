// `npm run bench`: every benchmark on this machine, written to bench/RESULTS.md with the machine and date in
// place of the figures there (results-file.ts); earlier measurements live in git history.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { runApiThroughput } from './api-throughput';
import { EXPLORER_BUDGET_KB, routeSizes } from './bundle-size';
import { runLighthouse } from './lighthouse';
import { fieldKindsSection } from './field-kinds';
import { measureSuggestions, suggestionsSection } from './triage-suggestions';
import { REPORT_SIZES, measureReport, type ReportFigure } from './report-build';
import { withNewRun } from './results-file';
import { runScreensPaced } from './screens-paced';
import { runSoak } from './soak';
import { runSyncLoadBench } from './sync-load';
import { runUiBenchmarks } from './ui';

execSync('npm run build', { stdio: 'ignore' });
const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const sections: string[] = [];

const sizes = routeSizes();
const explorer = sizes.explorer!.gzipKb;
sections.push(`## Initial JavaScript per route (production build, gzip level 9)
Target: the explorer at most ${EXPLORER_BUDGET_KB} KB (checked by \`npm test\`). Now: ${explorer} KB — ${explorer <= EXPLORER_BUDGET_KB ? 'met' : 'missed'}.

| route | KB gzip | files |
| --- | --- | --- |
${Object.entries(sizes)
  .map(([route, size]) => `| ${route} | ${size.gzipKb} | ${size.files} |`)
  .join('\n')}`);

const api = await runApiThroughput();
sections.push(`## API reads on the large data set (autocannon, 10 connections, 5 s, median of 3; json-server 0.17 on the same records)
Target: at least 2× json-server's throughput on each read.

| read | records | ours req/s | json-server req/s | ratio | ours p50 / p99 ms | json-server p50 / p99 ms | target |
| --- | --- | --- | --- | --- | --- | --- | --- |
${api.map((row) => `| ${row.read} | ${row.records} | ${row.ours.rps} | ${row.peer.rps} | ${(row.ours.rps / Math.max(row.peer.rps, 1)).toFixed(1)}× | ${row.ours.p50} / ${row.ours.p99} | ${row.peer.p50} / ${row.peer.p99} | ${row.ours.rps >= 2 * row.peer.rps ? 'met' : 'missed'} |`).join('\n')}`);

const reportRows: string[] = [];
for (const { label, runs } of REPORT_SIZES) {
  for (const mode of ['ours', 'sheetjs'] as const) {
    const figure = measureReport(mode, runs);
    reportRows.push(
      'failed' in figure
        ? `| ${label} | ${mode} | – | – | – | did not finish: ${figure.failed} |`
        : `| ${label} | ${mode} | ${(figure as ReportFigure).rows} | ${(figure as ReportFigure).seconds.toFixed(1)} | ${Math.round((figure as ReportFigure).peakMb)} | store alone ${Math.round((figure as ReportFigure).baselineMb)} MB, the report adds ${Math.round((figure as ReportFigure).peakMb - (figure as ReportFigure).baselineMb)} MB |`,
    );
    console.info(reportRows.at(-1));
  }
}
sections.push(`## Execution report (.xlsx), each build in its own process
Targets: 100,000 rows under 5 s and 300 MB; at least 2× faster than SheetJS with at most half its memory.

| size | writer | rows | seconds | peak RSS MB | note |
| --- | --- | --- | --- | --- | --- |
${reportRows.join('\n')}`);

sections.push(fieldKindsSection());

sections.push(suggestionsSection(await measureSuggestions()));

sections.push(await runSoak());

sections.push(await runSyncLoadBench());

sections.push(await runScreensPaced());

sections.push(await runUiBenchmarks());

sections.push(await runLighthouse());

const RESULTS = 'bench/RESULTS.md';
const heading = `\`npm run bench\`, measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}`;
writeFileSync(RESULTS, withNewRun(existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '', heading, sections));
console.info(sections.join('\n\n'));
