import { usePayload } from '../../../api/test-cases/get-payload';
import type { Content } from '../../../contract/records';
import { CodeViewer } from '../../../components/code-viewer/code-viewer';
import { FailedRead } from '../../../components/failed-read/failed-read';
import { LoadingState } from '../../../components/states';

export function PayloadViewer({
  caseId,
  content,
  title,
  onDownload,
}: {
  caseId: string;
  content: Content;
  title: string;
  onDownload: () => void;
}) {
  const payload = usePayload(caseId, content.CONTENT_ID);
  return (
    <section className="stack">
      <h2>{title}</h2>
      {payload.isPending ? (
        <LoadingState label="Loading the payload" />
      ) : payload.isError ? (
        <FailedRead query={payload} title="Could not load the payload" />
      ) : (
        <CodeViewer label={title} text={payload.data.text} format={content.FORMAT} onDownload={onDownload} />
      )}
    </section>
  );
}
