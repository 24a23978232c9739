import { usePayload } from '../../../../client/test-cases/get-payload';
import type { Content } from '../../../../contract/records';
import { CodeViewer } from '../../../components/code-viewer/code-viewer';
import { QueryView } from '../../../components/query-view/query-view';

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
      <QueryView query={payload} loading="Loading the payload" error="Could not load the payload">
        {({ text }) => <CodeViewer label={title} text={text} format={content.FORMAT} onDownload={onDownload} />}
      </QueryView>
    </section>
  );
}
