import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { csrfTokens } from '../../../../client/http/csrf-tokens';
import { renderWithProviders } from '../../../testing/render';
import { setupMockServer, TEST_BASE_URL } from '../../../testing/mock-server';
import { ReportForm } from './report-form';

// The estimate and the values offered are the dashboard server's, over the same seeded history as the service's.
const mock = setupMockServer();
const REPORT_URL = `${TEST_BASE_URL}/testexecreport`;
const NOW = () => new Date('2026-11-22T10:00:00Z');

let posted: unknown[];
let workbooks: Promise<ArrayBuffer>[];
beforeEach(() => {
  posted = [];
  workbooks = [];
  localStorage.clear();
  // Each test has a fresh mock service, so the browser session starts fresh too (no token from the last one).
  csrfTokens.forget();
  // Records each report request, then falls through to the mock service.
  mock.server.use(
    http.post(REPORT_URL, async ({ request }) => {
      posted.push(await request.clone().json());
    }),
  );
  mock.server.events.removeAllListeners('response:mocked');
  mock.server.events.on('response:mocked', ({ request, response }) => {
    if (request.url === REPORT_URL && response.ok) workbooks.push(response.clone().arrayBuffer());
  });
});

function renderForm(url = '/reports') {
  const user = userEvent.setup();
  const view = renderWithProviders(<ReportForm now={NOW} />, url);
  return { user, ...view, form: screen.getByRole('form', { name: 'Execution report' }) };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
// What a screen reader reads after the name: the elements aria-describedby points at.
const describedBy = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
const description = (label: string) => describedBy(field(label));
const estimateCount = async () =>
  Number(
    (await screen.findByText(/^\d[\d,]* executions match\./, undefined, { timeout: 8000 })).textContent!.replace(
      /[^\d]/g,
      '',
    ),
  );

async function workbookRows(bytes: Promise<ArrayBuffer>) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await bytes);
  return workbook.getWorksheet('Executions')!.actualRowCount - 1;
}

describe('the execution report form', { timeout: 30_000 }, () => {
  it('sends exactly the chosen filters and saves the workbook under the server’s name, as many rows as announced', async () => {
    const { user, router } = renderForm();
    await user.type(screen.getByLabelText('Started from'), '2026-10-01');
    await user.type(screen.getByLabelText('Started to'), '2026-11-20');
    await user.click(screen.getByRole('checkbox', { name: 'Regression test (RT)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Include business data' }));
    expect(checkbox('Include business data').checked).toBe(true);
    const expected = await estimateCount();
    expect(expected).toBeGreaterThan(0);
    expect(router.state.location.search).toBe('?runTypes=RT&dateFrom=2026-10-01&dateTo=2026-11-20&business=1');

    await user.click(screen.getByRole('button', { name: 'Download report' }));
    // The mock builds a real workbook (two passes over the rows): on a busy machine that takes seconds.
    await screen.findByText(/^Saved test-execution-report-\d{8}-\d{6}\.xlsx\.$/, undefined, { timeout: 20_000 });
    expect(posted).toEqual([
      {
        DATA: {
          STARTED_DATE_FROM: '2026-10-01',
          STARTED_DATE_TO: '2026-11-20',
          TEST_RUN_TYPES: ['RT'],
          INCLUDE_BUSINESS_DATA: 'X',
        },
      },
    ]);
    expect(workbooks).toHaveLength(1);
    expect(await workbookRows(workbooks[0]!)).toBe(expected);
  }, 40_000);

  it('offers the codes with their names and the users and test types seen in the runs', async () => {
    renderForm();
    await estimateCount();
    expect(
      within(screen.getByRole('group', { name: 'Test types' })).getByRole<HTMLInputElement>('checkbox', {
        name: 'Middleware unit test (20)',
      }).checked,
    ).toBe(false);
    expect(
      within(screen.getByRole('group', { name: 'Started by' })).getByRole<HTMLInputElement>('checkbox', {
        name: 'BATCH_QA',
      }).checked,
    ).toBe(false);
    expect(
      within(screen.getByRole('group', { name: 'Automation objects' })).getAllByRole('checkbox').length,
    ).toBeGreaterThan(0);
  });

  it('shows few choices whole, and filters many, still counting the chosen ones the filter hides', async () => {
    const { user, router } = renderForm('/reports?objects=MT940_IMPORT');
    await estimateCount();
    const runTypes = screen.getByRole('group', { name: 'Run types' });
    expect(within(runTypes).queryByRole('searchbox')).toBeNull();
    const objects = screen.getByRole('group', { name: 'Automation objects' });
    const offered = within(objects).getAllByRole('checkbox').length;
    expect(offered).toBeGreaterThan(12);
    expect(within(objects).getByRole('status').textContent).toBe(`1 of ${offered} selected`);

    await user.type(within(objects).getByRole('searchbox', { name: 'Filter automation objects' }), 'orders');
    const shown = within(objects)
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('aria-label') ?? box.parentElement!.textContent);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((name) => name!.includes('ORDERS'))).toBe(true);
    expect(within(objects).getByRole('status').textContent).toBe(`1 of ${offered} selected`);
    expect(router.state.location.search).toBe('?objects=MT940_IMPORT');

    await user.clear(within(objects).getByRole('searchbox', { name: 'Filter automation objects' }));
    await user.type(within(objects).getByRole('searchbox', { name: 'Filter automation objects' }), 'zzz');
    expect(within(objects).queryAllByRole('checkbox')).toEqual([]);
    expect(within(objects).getByText('None matches “zzz”.')).toBeTruthy();
  });

  it('fills the date range from a quick range with the injected clock', async () => {
    const { user, router } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(field('Started from').value).toBe('2026-11-16');
    expect(field('Started to').value).toBe('2026-11-22');
    await user.click(screen.getByRole('button', { name: 'This month' }));
    expect(field('Started from').value).toBe('2026-11-01');
    await waitFor(() => expect(router.state.location.search).toBe('?dateFrom=2026-11-01&dateTo=2026-11-22'));
  });

  it('follows the URL when it changes from outside, as when the Reports link is clicked again', async () => {
    const { user, router } = renderForm('/reports?dateFrom=2026-11-01&business=1');
    await user.type(screen.getByLabelText('Content search text'), 'PO 4711');
    expect(field('Content search text').value).toBe('PO 4711');
    await act(() => router.navigate('/reports'));
    expect(field('Started from').value).toBe('');
    expect(field('Content search text').value).toBe('');
    expect(checkbox('Include business data').checked).toBe(false);
  });

  it('flags bad dates and a reversed window at the field and sends nothing', async () => {
    const { user } = renderForm('/reports?dateFrom=2026-02-30&timeFrom=18:00:00&timeTo=08:00:00');
    expect(description('Started from')).toBe('Enter a real date as YYYY-MM-DD.');
    expect(description('Start time to')).toBe('"Start time to" is before "Start time from".');
    screen.getByText('Fix the highlighted filters first.');
    expect((screen.getByRole('button', { name: 'Download report' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(screen.getByLabelText('Started from'));
    await user.type(screen.getByLabelText('Started from'), '2026-02-28');
    expect(description('Started from')).toBe('');
    await user.clear(screen.getByLabelText('Start time to'));
    await user.type(screen.getByLabelText('Start time to'), '19:00:00');
    expect(description('Start time to')).toBe('');
    expect((screen.getByRole('button', { name: 'Download report' }) as HTMLButtonElement).disabled).toBe(false);
    expect(posted).toEqual([]);
  });

  it('takes a date once it is whole: no message or count while it is typed, a message if left short', async () => {
    const { router } = renderForm('/reports?dateFrom=2026-11-01');
    const from = field('Started from');
    const download = screen.getByRole('button', { name: 'Download report' }) as HTMLButtonElement;
    // A year being typed over the one there.
    for (const year of ['0002', '0020', '0202']) {
      fireEvent.change(from, { target: { value: `${year}-10-15` } });
      expect(from.value).toBe(`${year}-10-15`);
      expect(description('Started from')).toBe('');
      expect(download.disabled).toBe(true);
      screen.getByText('Counting once the dates are typed as yyyy-mm-dd.');
    }
    expect(router.state.location.search).toBe('?dateFrom=2026-11-01');
    // Left with the year short: said at the field, and nothing can be sent for the date the URL still holds.
    fireEvent.blur(from);
    expect(description('Started from')).toBe('Enter the year in full, four digits.');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(download.disabled).toBe(true);
    fireEvent.change(from, { target: { value: '2026-10-15' } });
    await waitFor(() => expect(router.state.location.search).toBe('?dateFrom=2026-10-15'));
    expect(description('Started from')).toBe('');
    expect(download.disabled).toBe(false);
    // A quick range replaces a year being typed, even the range already shown (the fields are made anew).
    fireEvent.change(from, { target: { value: '0002-10-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    fireEvent.change(field('Started from'), { target: { value: '0020-11-22' } });
    expect(download.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(field('Started from').value).toBe('2026-11-22');
    expect(download.disabled).toBe(false);
  });

  it('keeps a short year in one date field while the other is typed', async () => {
    const { router } = renderForm('/reports?dateFrom=2026-11-01');
    const from = field('Started from');
    fireEvent.change(from, { target: { value: '0202-10-15' } });
    fireEvent.blur(from);
    fireEvent.change(field('Started to'), { target: { value: '2026-11-20' } });
    await waitFor(() => expect(router.state.location.search).toBe('?dateFrom=2026-11-01&dateTo=2026-11-20'));
    // The year left short in "Started from" is still there, still said, and still holds back the download.
    expect(from.value).toBe('0202-10-15');
    expect(description('Started from')).toBe('Enter the year in full, four digits.');
    expect((screen.getByRole('button', { name: 'Download report' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('announces a value from a link that the service would refuse, and sends nothing', () => {
    renderForm('/reports?runTypes=Regression');
    expect(screen.getByRole('alert').textContent).toBe(
      'The service would refuse these filters. Run types: run types are two-letter codes.',
    );
    expect((screen.getByRole('button', { name: 'Download report' }) as HTMLButtonElement).disabled).toBe(true);
    expect(posted).toEqual([]);
  });

  it('shows the server’s 400 message at the form and keeps the filters', async () => {
    mock.server.use(
      http.post(REPORT_URL, () =>
        HttpResponse.json(
          { error: { code: 'BAD_REQUEST', message: { lang: 'en', value: 'FOLDERS: unknown folder 4711' } } },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderForm('/reports?dateFrom=2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Download report' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The report could not be created: FOLDERS: unknown folder 4711',
    );
    expect(field('Started from').value).toBe('2026-11-01');
  });

  it('shows the message of a test case search the service refuses, never "No test case matches"', async () => {
    mock.server.use(
      http.get(`${TEST_BASE_URL}/testcases`, () =>
        HttpResponse.json(
          { error: { code: 'BAD_REQUEST', message: { lang: 'en', value: 'Option q is 1001 characters long' } } },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderForm();
    await user.type(screen.getByRole('combobox', { name: 'Find test cases to add' }), 'order');
    const status = within(screen.getByRole('group', { name: 'Test cases' })).getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('The search failed: Option q is 1001 characters long'));
  });

  it('says so when the network fails', async () => {
    mock.server.use(http.post(REPORT_URL, () => HttpResponse.error()));
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Download report' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^The report could not be created: .+/);
  });

  it('shows progress while the server works and ignores a second click', async () => {
    const released: (() => void)[] = [];
    const gate = new Promise<void>((resolve) => released.push(resolve));
    // Holds the request, then falls through to the mock service.
    mock.server.use(http.post(REPORT_URL, () => gate));
    const { user } = renderForm('/reports?dateFrom=2026-11-20');
    const button = screen.getByRole('button', { name: 'Download report' });
    await user.dblClick(button);
    await screen.findByText('The server is building the workbook…');
    await user.click(button);
    released[0]!();
    await screen.findByText(/^Saved /);
    expect(posted).toEqual([{ DATA: { STARTED_DATE_FROM: '2026-11-20' } }]);
    expect(workbooks).toHaveLength(1);
  });

  it('saves presets under a name, loads and deletes them, in one bar outside the report form', async () => {
    const { user, form } = renderForm('/reports?dateFrom=2026-11-01&runTypes=UT');
    const bar = screen.getByRole('group', { name: 'Presets' });
    expect(form.contains(bar)).toBe(false);
    await user.type(within(bar).getByRole('textbox', { name: 'Preset name' }), 'November unit tests{Enter}');
    screen.getByText('Saved "November unit tests".');
    expect(posted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await user.click(screen.getByRole('checkbox', { name: 'Unit test (UT)' }));
    expect(field('Started from').value).toBe('2026-11-22');

    expect((screen.getByRole('combobox', { name: 'Saved presets' }) as HTMLSelectElement).value).toBe(
      'November unit tests',
    );
    await user.click(screen.getByRole('button', { name: 'Load preset' }));
    expect(field('Started from').value).toBe('2026-11-01');
    expect(checkbox('Unit test (UT)').checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Delete preset' }));
    expect(screen.queryByRole('option', { name: 'November unit tests' })).toBeNull();
    screen.getByText('Deleted "November unit tests".');
  });

  it('starts cleanly when the stored presets are corrupt', () => {
    localStorage.setItem('tad.report-presets', '{"Broken": {"folders": 7}');
    renderForm();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['No presets']);
    expect((screen.getByRole('combobox', { name: 'Saved presets' }) as HTMLSelectElement).disabled).toBe(true);
  });

  it('describes at the checkbox what business data adds and what it costs', () => {
    renderForm();
    expect(describedBy(checkbox('Include business data'))).toBe(
      'Adds a column per test variable, headed VAR:<name>, with each execution’s business values such as order or document numbers. The workbook gets larger and takes longer to build.',
    );
    checkbox('Include sub-folders');
  });

  it('says plainly when nothing matches, names what to change, and still lets the empty workbook be downloaded', async () => {
    // The content search makes any count an upper bound; an upper bound of zero is still a plain zero.
    const { user } = renderForm('/reports?dateFrom=2030-01-01&runTypes=RT&contentSearch=4711');
    const line =
      'No executions match these filters. To find some, widen or clear the date range, Run types, or Content search text. Downloading now gives a workbook with headers and no rows.';
    await screen.findByText(line, undefined, { timeout: 8000 });
    const button = screen.getByRole('button', { name: 'Download report' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(describedBy(button)).toBe(line);
    await user.click(button);
    await screen.findByText(/^Saved /);
    expect(await workbookRows(workbooks[0]!)).toBe(0);
  });

  it('explains that the dates decide the users offered, and keeps a chosen one the new dates no longer offer', async () => {
    const { user, router } = renderForm('/reports?users=MKOWALSKI&dateFrom=2026-11-01');
    const startedBy = screen.getByRole('group', { name: 'Started by' });
    // MKOWALSKI's last run started on 2026-11-14 in the seeded data.
    await within(startedBy).findByRole('checkbox', { name: 'BATCH_QA' }, { timeout: 8000 });
    expect(describedBy(startedBy)).toBe('Only users who started runs on or after 2026-11-01 are offered.');
    expect(describedBy(checkbox('MKOWALSKI'))).toBe('');

    await user.clear(field('Started from'));
    await user.type(field('Started from'), '2026-11-15');
    await within(startedBy).findByText(/The new dates removed 1 user: MKOWALSKI\./, undefined, { timeout: 8000 });
    expect(describedBy(startedBy)).toBe(
      'Only users who started runs on or after 2026-11-15 are offered. The new dates removed 1 user: MKOWALSKI. MKOWALSKI stays chosen but has no runs in these dates (marked below).',
    );
    expect(checkbox('MKOWALSKI').checked).toBe(true);
    expect(describedBy(checkbox('MKOWALSKI'))).toBe('no runs in these dates');
    expect(router.state.location.search).toBe('?users=MKOWALSKI&dateFrom=2026-11-15');
  });

  it('sends times from the time inputs as HH:MM:SS, even when the browser leaves the seconds out', async () => {
    const { router } = renderForm();
    expect(field('Start time from').type).toBe('time');
    expect(field('Start time from').step).toBe('1');
    expect(field('Started from').placeholder).toBe('yyyy-mm-dd');
    // What a browser may answer for 08:30:00; user-event cannot type into a time input part by part.
    fireEvent.change(field('Start time from'), { target: { value: '08:30' } });
    await waitFor(() => expect(router.state.location.search).toBe('?timeFrom=08%3A30%3A00'));
  });
});
