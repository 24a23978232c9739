import { TestCaseSearch } from './test-case-search';

/** The test case asked for is not there (or the URL holds no test case ID): say so and offer a search. */
export function TestCaseNotFound({ heading, reason }: { heading: string; reason: string }) {
  return (
    <section className="stack" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{heading}</h1>
      <p className="muted">{reason}</p>
      <TestCaseSearch />
    </section>
  );
}
