import { useState } from 'react';
import { saveReport, useGenerateReport } from '../../../../client/reports/generate-report';
import type { ReportMembers } from '../../../../contract/requests';
import { useSingleFlight } from '../../../components/use-single-flight';

/** Builds the report on the server and saves it; one download at a time, errors kept for the form to show. */
export function useDownloadReport() {
  const generate = useGenerateReport();
  const [saved, setSaved] = useState('');
  const flight = useSingleFlight(async (members: ReportMembers) => {
    setSaved('');
    // The service's refusal is shown from the mutation's state, below.
    const report = await generate.mutateAsync(members).catch(() => undefined);
    if (!report) return;
    try {
      saveReport(report);
    } catch (error) {
      throw new Error(
        `The browser did not save ${report.fileName}: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    setSaved(`Saved ${report.fileName}.`);
  });

  const error = generate.isError ? `The report could not be created: ${generate.error.message}` : flight.error;
  return { download: flight.start, pending: generate.isPending, saved, error };
}
