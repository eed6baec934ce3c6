import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Axe's violations on the page as it is now, every rule run. Only the violations are gathered in
 * full (`resultTypes`): what passes is not described node by node, axe's own advice for speed.
 */
export async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .analyze();
  return violations;
}

/** The serious and critical violations, each with the elements it names. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page))
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(({ id, nodes }) => `${id} (${nodes.map((node) => node.target.join(" ")).join(", ")})`);
}
