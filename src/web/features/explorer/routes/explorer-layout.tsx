import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { testCaseKeys } from '../../../../client/query-keys';
import type { CasePage } from '../../../../client/test-cases/case-page';
import { paths } from '../../../../routes/paths';
import { padId } from '../../../../contract/ids';
import { PaneBoundary } from '../../../components/pane-boundary';
import { SplitPane } from '../../../components/split-pane';
import { useDisclosure } from '../../../components/use-disclosure';
import { FolderSearch } from '../tree/folder-search';
import { FolderTree } from '../../../components/folder-tree/folder-tree';
import './explorer.css';

/**
 * The explorer: folders on the left, the selected folder's test cases or an open test case on the right. On a
 * narrow screen the folders wait behind a "Folders" button and fill the screen while open; choosing a folder
 * closes them and shows the folder. On a wide one "Hide folders" gives a wide list or test case the whole width.
 */
export function ExplorerLayout() {
  const { folderId, caseId } = useParams();
  const navigate = useNavigate();
  const openCaseFolder = useOpenCaseFolder(caseId);
  const selectedId = folderId ? padId(folderId) : openCaseFolder;
  const folders = useDisclosure('explorer-folders');
  const { close: closeFolders } = folders;
  // Back and Forward show another folder or test case: the open panel would hide it, so it closes as well.
  const { key: locationKey } = useLocation();
  const shownLocation = useRef(locationKey);
  useEffect(() => {
    if (shownLocation.current === locationKey) return;
    shownLocation.current = locationKey;
    closeFolders();
  }, [locationKey, closeFolders]);
  const select = useCallback(
    (id: string) => {
      void navigate(paths.folder.href(String(Number(id))));
      // The tree disappears on a narrow screen: the focus goes back to the button that opened it.
      closeFolders(true);
    },
    [navigate, closeFolders],
  );
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
    <div className="explorer">
      <div className="explorer-bar">
        <button {...folders.buttonProps} className="folders-button">
          <span aria-hidden="true">{folders.open ? '▾' : '▸'}</span> Folders
        </button>
      </div>
      <SplitPane
        label="Resize folder pane"
        startName="folders"
        startOpen={folders.open}
        initial={initialTreeWidth()}
        start={
          <nav {...folders.panelProps} aria-label="Folder navigation" className="explorer-sidebar">
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
    </div>
  );
}

/**
 * The open test case's folder, once its page has read the case: watched in the cache rather than read here, so that
 * the page's read (and the schemas of the store's answer) stay out of the explorer's first load.
 */
function useOpenCaseFolder(caseId: string | undefined): string | undefined {
  const queryClient = useQueryClient();
  return useSyncExternalStore(
    // Told after the event, not in it: a pane that creates its query while it renders fires the cache's event then,
    // and this layout may not be updated in the middle of another component's render.
    useCallback(
      (onChange: () => void) => queryClient.getQueryCache().subscribe(() => queueMicrotask(onChange)),
      [queryClient],
    ),
    () => (caseId ? queryClient.getQueryData<CasePage>(testCaseKeys.page(padId(caseId)))?.testCase.SCNRID : undefined),
  );
}

/**
 * The folder pane's first width, before the user drags it: 340 px up to a 1280 px laptop (where the trail and the
 * results' columns need the rest), then half of every pixel more, up to 460 px. 340 px cut deep folders' names at
 * 1440 px ("Payrol…") beside their ID and counts.
 */
const initialTreeWidth = () => Math.round(Math.min(460, 340 + Math.max(0, window.innerWidth - 1280) / 2));
