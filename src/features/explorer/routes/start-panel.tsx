import { Link } from 'react-router';
import { useScenarios } from '../../../api/scenarios/get-scenarios';
import { paths } from '../../../app/paths';
import { unpadId } from '../../../contract/ids';
import { LoadingState } from '../../../components/states';

/** What the explorer shows before a folder is chosen: where to start. */
export function StartPanel() {
  const top = useScenarios({ PARENTID: '0' });
  return (
    <section className="stack">
      <h1>Explorer</h1>
      <p className="muted">
        Choose a folder in the tree (or search for one) to see its test cases. Use the arrow keys in the tree; Enter
        opens a folder.
      </p>
      <h2>Top-level folders</h2>
      {top.isPending ? (
        <LoadingState label="Loading folders" />
      ) : (
        <ul className="start-folders">
          {(top.data ?? []).map((folder) => (
            <li key={folder.SCNRID}>
              <Link to={paths.folder.href(unpadId(folder.SCNRID))}>{folder.DESCR}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
