// What two failures must share to be the same known issue. The cause alone (the normalised message, as the
// failure groups use it) is too wide: "Target system answered HTTP 500" from the order interface and from the
// invoice interface are two tickets of two teams. The automation object (OBJDEFID: the interface or object the
// case tests) tells them apart and stays the same across test cases, runs and data sets, while a test case ID
// would make every case of one mapping error a decision of its own.
import type { Signature } from '../../contract/dashboard-api/triage-signature';
import { failureCause } from '../failure-message';

export const failureSignature = (detail: { OBJDEFID: string; MESSAGE: string }): Signature => ({
  OBJDEFID: detail.OBJDEFID,
  cause: failureCause(detail.MESSAGE),
});
