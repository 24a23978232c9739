// A report filter the request schema refused, said with the option the user typed (`--from "2026-13-01"`),
// not with the interface member it fills (STARTED_DATE_FROM), which appears nowhere on the command line.
import type { z } from 'zod/mini';
import type { ReportMembers } from '../contract/requests';

const OPTION_OF_MEMBER: Record<keyof ReportMembers, string> = {
  FOLDERS: 'folder',
  INCLUDE_SUBFOLDERS: 'include-subfolders',
  TEST_CASES: 'test-case',
  STARTED_DATE_FROM: 'from',
  STARTED_DATE_TO: 'to',
  STARTED_TIME_FROM: 'time-from',
  STARTED_TIME_TO: 'time-to',
  TEST_RUN_TYPES: 'run-type',
  TEST_TYPES: 'test-type',
  AUTOMATION_OBJECTS: 'automation-object',
  STARTED_BY: 'started-by',
  CONTENT_SEARCH_TEXT: 'content-search',
  INCLUDE_BUSINESS_DATA: 'business-data',
};

type Typed = Record<string, string | string[] | boolean | undefined>;

const quoted = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);

/** The option a member is typed as, and the value typed for it (the `index`th of a repeated option). */
function typedAs(member: PropertyKey | undefined, typed: Typed, index?: PropertyKey) {
  const name = OPTION_OF_MEMBER[member as keyof ReportMembers] ?? String(member);
  const value = typed[name];
  const one = Array.isArray(value) ? value[typeof index === 'number' ? index : 0] : value;
  const option = `--${name}`;
  return { option, withValue: typeof one === 'string' ? `${option} ${quoted(one)}` : option };
}

const MEMBER_NAMES = new RegExp(`\\b(${Object.keys(OPTION_OF_MEMBER).join('|')})\\b`, 'g');

export function describeReportFilterIssue(issue: z.core.$ZodIssue, typed: Typed): string {
  const [, member, index] = issue.path;
  // A rule across filters names the members it compares: "STARTED_DATE_FROM is after STARTED_DATE_TO".
  if (issue.message.match(MEMBER_NAMES))
    return issue.message.replace(MEMBER_NAMES, (name) => typedAs(name, typed).withValue);
  const { option, withValue } = typedAs(member, typed, index);
  // zod's own messages for lengths say only "Invalid input".
  if (issue.code === 'too_big')
    return issue.origin === 'array'
      ? `${option}: given more than ${issue.maximum} times`
      : `${withValue}: at most ${issue.maximum} characters`;
  return `${withValue}: ${issue.message}`;
}
