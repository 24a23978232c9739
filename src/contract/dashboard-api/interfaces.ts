// The dashboard's API for interfaces (automation objects, the service's OBJDEFID; issue 72): each with its test
// cases, how many pass and fail now by their latest result, and how many of its fields are noise or drift; and one
// interface's test cases with their latest result. Sorted, filtered and paged by the server.
import { z } from 'zod/mini';
import { FIELD_KINDS, objectParam } from './field-ledger';
import { pagedAnswer, pageParams } from './paging';

const about = (description: string) => ({ description });

export const interfacesQuerySchema = z.object({
  q: z
    ._default(z.string().check(z.maxLength(60, 'is longer than 60 characters')), '')
    .register(z.globalRegistry, about("Text the automation object's name contains, ignoring case; empty for all.")),
  ...pageParams(),
});
export type InterfacesQuery = z.output<typeof interfacesQuerySchema>;

export const interfaceRowSchema = z.object({
  object: z.string(),
  /** Its test cases the store holds. */
  testCases: z.int(),
  /** Of them, those with a latest result, and those whose latest result passed (S, W) or failed (E, A). */
  ran: z.int(),
  passing: z.int(),
  failing: z.int(),
  /** Its fields per kind in the kept comparison window (the field ledger's counts). */
  fields: z.record(z.enum(FIELD_KINDS), z.int()),
});
export type InterfaceRow = z.output<typeof interfaceRowSchema>;

/** The interfaces failing the most first, then by name. */
export const interfacesSchema = pagedAnswer(interfaceRowSchema).register(z.globalRegistry, { id: 'Interfaces' });
export type Interfaces = z.output<typeof interfacesSchema>;

export const interfaceCasesQuerySchema = z.object({ object: objectParam(), ...pageParams() });
export type InterfaceCasesQuery = z.output<typeof interfaceCasesQuerySchema>;

export const interfaceCaseSchema = z.object({
  caseId: z.string(),
  description: z.string(),
  folderId: z.string(),
  /** Its latest result: status code and the service's words for it, run and start; empty where it never ran. */
  lastStatus: z.string(),
  lastStatusText: z.string(),
  lastRunId: z.string(),
  lastStartedAt: z.nullable(z.string()),
});
export type InterfaceCase = z.output<typeof interfaceCaseSchema>;

/** Failing first (the newest failure first), then the others by ID. */
export const interfaceCasesSchema = z
  .extend(pagedAnswer(interfaceCaseSchema), { object: z.string() })
  .register(z.globalRegistry, { id: 'InterfaceCases' });
export type InterfaceCases = z.output<typeof interfaceCasesSchema>;
