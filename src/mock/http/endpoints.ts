// Every endpoint of the interface (docs/interface/rest-v1.md#endpoints-r4) plus the mock's two extras, each declared
// once: the service app routes, validates and answers 405 from this list, and the OpenAPI document describes it.
import { SERVICE_ENDPOINTS } from './endpoints-service';
import { READ_ENDPOINTS } from './endpoints-read';
import { WRITE_ENDPOINTS } from './endpoints-write';
import type { Endpoint } from './endpoint';

export const ENDPOINTS: readonly Endpoint[] = [...SERVICE_ENDPOINTS, ...READ_ENDPOINTS, ...WRITE_ENDPOINTS];
