import { useCallback, useState } from 'react';
import { Outlet, useNavigate, useParams } from 'react-router';
import { useTestCase } from '../../../api/test-cases/get-test-case';
import { paths } from '../../../app/paths';
import { padId } from '../../../contract/ids';
import { PaneBoundary } from '../../../components/pane-boundary';
import { SplitPane } from '../../../components/split-pane';
import { FolderSearch } from '../tree/folder-search';
import { FolderTree } from '../../../components/folder-tree/folder-tree';
import './explorer.css';

/** The explorer: folders on the left, the selected folder's test cases or an open test case on the right. */
export function ExplorerLayout() {
  const { folderId, caseId } = useParams();
  const navigate = useNavigate();
  const openCase = useTestCase(caseId);
  const selectedId = folderId ? padId(folderId) : caseId ? openCase.data?.SCNRID : undefined;
  const select = useCallback((id: string) => void navigate(paths.folder.href(String(Number(id)))), [navigate]);
  const [treeFocus, setTreeFocus] = useState<{ id: string }>();
  // Choosing a search result closes the result list, and the focus with it: the chosen folder's treeitem takes it.
  const chooseFound = useCallback(
    (id: string) => {
      select(id);
      setTreeFocus({ id });
    },
    [select],
  );

  return (
    <SplitPane
      label="Resize folder pane"
      start={
        <nav aria-label="Folder navigation" className="explorer-sidebar">
          <FolderSearch onChoose={chooseFound} />
          <PaneBoundary title="The folder tree failed">
            <FolderTree selectedId={selectedId} focusRequest={treeFocus} onSelect={select} />
          </PaneBoundary>
        </nav>
      }
      end={
        <div className="explorer-content">
          <PaneBoundary resetKey={folderId ?? caseId}>
            <Outlet />
          </PaneBoundary>
        </div>
      }
    />
  );
}
