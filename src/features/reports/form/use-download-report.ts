import { useRef, useState } from 'react';
import { saveReport, useGenerateReport } from '../../../api/reports/generate-report';
import type { ReportMembers } from '../../../contract/requests';

/** Builds the report on the server and saves it; one download at a time, errors kept for the form to show. */
export function useDownloadReport() {
  const generate = useGenerateReport();
  // A ref, not the mutation's state: two clicks in the same tick both see isPending false.
  const busy = useRef(false);
  const [saved, setSaved] = useState('');
  const [saveError, setSaveError] = useState('');

  const download = async (members: ReportMembers) => {
    if (busy.current) return;
    busy.current = true;
    setSaved('');
    setSaveError('');
    try {
      const report = await generate.mutateAsync(members).catch(() => undefined);
      if (!report) return;
      try {
        saveReport(report);
        setSaved(`Saved ${report.fileName}.`);
      } catch (error) {
        setSaveError(
          `The browser did not save ${report.fileName}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    } finally {
      busy.current = false;
    }
  };

  const error = generate.isError ? `The report could not be created: ${generate.error.message}` : saveError;
  return { download, pending: generate.isPending, saved, error };
}
