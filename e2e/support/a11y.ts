import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on serious or critical accessibility violations of the current screen, listing them. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Run in the page (legacy mode, which still injects axe into every frame), gathering violations only: by
  // default axe hands its results, every pass with them, to a blank page of its own to assemble. A scan of the
  // run history took 5.4 s so and takes 1.1 s this way (issue 59).
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}
