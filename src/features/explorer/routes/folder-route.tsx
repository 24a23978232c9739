import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useScenario } from '../../../api/scenarios/get-scenario';
import { padId, unpadId } from '../../../contract/ids';
import { ErrorState, LoadingState } from '../../../components/states';
import { StartPanel } from './start-panel';

// The table machinery loads with the first folder, not with the explorer's first screen.
const TestCaseList = lazy(async () => ({ default: (await import('../list/test-case-list')).TestCaseList }));

/** `/` (no folder yet) and `/folders/:folderId` (the folder's test cases). */
export function FolderRoute() {
  const { folderId } = useParams();
  const folder = useScenario(folderId ?? '', {}, { enabled: Boolean(folderId) });
  if (!folderId) return <StartPanel />;
  if (!/^\d{1,10}$/.test(folderId))
    return (
      <ErrorState
        error={new Error(`"${folderId}" is not a folder ID: folder IDs have 1 to 10 digits.`)}
        title="Unknown folder"
      />
    );
  if (folder.isError)
    return <ErrorState error={folder.error} onRetry={() => void folder.refetch()} title="Could not open the folder" />;
  const record = folder.data?.[0];
  return (
    <>
      <header>
        <h1>{record ? record.DESCR || '(no description)' : 'Folder'}</h1>
        <p className="muted">
          Folder {unpadId(padId(folderId))}
          {record?.LANDSCAPE_ID ? ` · landscape ${record.LANDSCAPE_ID}` : ''}
          {record?.CREATED_BY ? ` · created by ${record.CREATED_BY} on ${record.CREATED_ON}` : ''}
        </p>
      </header>
      <Suspense fallback={<LoadingState label="Loading test cases" lines={10} />}>
        <TestCaseList folderId={padId(folderId)} />
      </Suspense>
    </>
  );
}
