import { Link } from 'react-router';
import type { LifecycleClass } from '../../../../contract/dashboard-api/lifecycle';
import { paths } from '../../../../routes/paths';
import { LifecycleBadge, lifecycleDetail } from '../../../components/lifecycle-badge/lifecycle-badge';
import { useCaseHistory } from './use-case-history';

/**
 * The case's class among failing cases in its header ("Broken since run …"), linking to the cases of that class
 * where a store lists them; nothing while the case is not failing or its history is still being read.
 */
export function CaseLifecycle({ caseId }: { caseId: string }) {
  const { history, direct } = useCaseHistory(caseId);
  const lifecycle = history?.lifecycle;
  if (!lifecycle) return null;
  const content = (
    <>
      <LifecycleBadge lifecycleClass={lifecycle.class} />{' '}
      <span className="lifecycle-detail">{lifecycleDetail(lifecycle)}</span>
    </>
  );
  return direct ? (
    <span className="lifecycle-line">{content}</span>
  ) : (
    <Link className="lifecycle-line" to={paths.lifecycle.href({ class: lifecycle.class satisfies LifecycleClass })}>
      {content}
    </Link>
  );
}
