// The vocabulary of the generated data: what SAP integration testing looks like in a real landscape.
import type { RunType } from '../../contract/codes';

export const PLATFORMS = [
  'SAP Process Orchestration (PI/PO)',
  'SAP Integration Suite (Cloud Integration)',
  'S/4HANA IDoc backend',
  'EDI partner gateway',
  'API Management & Event Mesh',
] as const;

export const PROCESSES = [
  'Order to Cash',
  'Procure to Pay',
  'Record to Report',
  'Plan to Produce',
  'Warehouse & Logistics',
  'Master Data Governance',
  'Hire to Retire',
] as const;

/** Interfaces: message type, direction and partner, with the automation object that tests them. */
export const INTERFACES = [
  { name: 'ORDERS05 inbound from webshop', object: 'ORDERS05_IN', format: 'IDOC' },
  { name: 'ORDRSP outbound order confirmation', object: 'ORDRSP_OUT', format: 'IDOC' },
  { name: 'DESADV dispatch advice to 3PL', object: 'DESADV_OUT', format: 'EDI' },
  { name: 'INVOIC02 outbound to Coupa', object: 'INVOIC02_OUT', format: 'IDOC' },
  { name: 'MATMAS05 material replication', object: 'MATMAS05_REPL', format: 'IDOC' },
  { name: 'DEBMAS customer master to CRM', object: 'DEBMAS07_CRM', format: 'XML' },
  { name: 'Purchase order SOAP to Ariba', object: 'PO_ARIBA_SOAP', format: 'XML' },
  { name: 'Goods receipt REST to WMS', object: 'GR_WMS_REST', format: 'JSON' },
  { name: 'Bank statement MT940 import', object: 'MT940_IMPORT', format: 'FLAT' },
  { name: 'Payroll results to ADP', object: 'PAYROLL_ADP', format: 'FLAT' },
  { name: 'EDIFACT ORDERS from retail partners', object: 'EDI_ORDERS_IN', format: 'EDI' },
  { name: 'Sales order API (OData) from Salesforce', object: 'SO_SFDC_API', format: 'JSON' },
  { name: 'Journal entry posting from Concur', object: 'JE_CONCUR', format: 'XML' },
  { name: 'Production order confirmation from MES', object: 'PRODCONF_MES', format: 'XML' },
  { name: 'Stock snapshot event to data lake', object: 'STOCK_EVENT', format: 'JSON' },
] as const;
export type InterfaceEntry = (typeof INTERFACES)[number];

export const VARIANTS = [
  'Happy path',
  'Error handling & retries',
  'Regression 2026.Q3',
  'Mapping changes CR-4711',
  'Performance volume',
  'Partner onboarding',
] as const;

export const PARTNERS = [
  'ACME Retail',
  'Globex',
  'Initech',
  'Umbrella Logistics',
  'Stark Industries',
  'Wayne Enterprises',
  'Hooli',
  'Soylent Foods',
];

export const USERS = ['JSMITH', 'MKOWALSKI', 'ANOVAK', 'LCHEN', 'PGARCIA', 'BATCH_QA', 'TMUELLER', 'SPATEL'] as const;

export const LANDSCAPES = ['DEV', 'QAS', 'PRE', 'S4Q'] as const;
export const ORIG_SYSTEMS = ['PO1CLNT100', 'CPI_EU10', 'S4QCLNT200', 'EDIGW01'] as const;

/** Names of seeded runs by run type, so a "Smoke after transport" run is a smoke test and its family all are. */
export const RUN_NAME_THEMES = {
  UT: ['Unit test sprint 46', 'Hotfix verification'],
  RT: ['Nightly regression', 'Release 2026.11 sign-off', 'Quarterly regression'],
  SM: ['Smoke after transport'],
  CR: ['CR-4711 mapping change'],
  TD: ['Partner onboarding Globex'],
} as const satisfies Record<RunType, readonly string[]>;

/** Variables a test case defines, by what kind of document it moves. */
export const VARIABLE_TEMPLATES = [
  { name: 'PO_NUMBER', descr: 'Purchase order number', action: 'GENERATE' },
  { name: 'MATERIAL', descr: 'Material number', action: 'BEFORE' },
  { name: 'QUANTITY', descr: 'Order quantity', action: 'BEFORE' },
  { name: 'SOLD_TO', descr: 'Sold-to party', action: 'BEFORE' },
  { name: 'DELIVERY_DATE', descr: 'Requested delivery date', action: 'GENERATE' },
  { name: 'SALES_ORDER', descr: 'Created sales order', action: 'AFTER' },
  { name: 'MESSAGE_ID', descr: 'Middleware message ID of the new message', action: 'LOCATE' },
  { name: 'INVOICE_NO', descr: 'Billing document number', action: 'AFTER' },
] as const;
