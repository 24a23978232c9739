import { paths } from '../../../../routes/paths';
import { unpadId } from '../../../../contract/ids';
import type { Scenario } from '../../../../contract/records';
import { Breadcrumbs } from '../../../components/breadcrumbs/breadcrumbs';
import { folderIdLabel } from '../../../components/folder-tree/count-text';
import { useFolderPath } from '../../../components/folder-tree/use-folder-path';
import { UnbrokenFormats } from '../../../components/unbroken-formats';
import './folder-header.css';

/** Where the folder is (Explorer › top folder › … › this one), its name, ID and origin. */
export function FolderHeader({ folderId, record }: { folderId: string; record: Scenario }) {
  const path = useFolderPath(folderId);
  const name = record.DESCR || '(no description)';
  const trail = path.length > 0 ? path : [{ id: folderId, name }];
  return (
    <header className="stack folder-header">
      <Breadcrumbs
        foldersArriveLater
        items={[
          { label: 'Explorer', to: paths.explorer.href() },
          ...trail.map((step) => ({ label: step.name, to: paths.folder.href(unpadId(step.id)) })),
        ]}
      />
      <h1>{name}</h1>
      <p className="muted">
        <UnbrokenFormats
          text={[
            `Folder ${folderIdLabel(folderId)}`,
            record.LANDSCAPE_ID && `landscape ${record.LANDSCAPE_ID}`,
            record.CREATED_BY && `created by ${record.CREATED_BY} on ${record.CREATED_ON}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        />
      </p>
    </header>
  );
}
