import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { colors } from '@vce/contract/limits';

/**
 * The spec's rise red and fall green stay binding on price figures and direction markers even below
 * AA on white (docs/decisions.md "Web quality"): a contrast finding whose text or fill is exactly one
 * of those colours is not a violation; every other contrast finding is.
 */
const priceColours = new Set([colors.rise, colors.fall].map((colour) => colour.toLowerCase()));
const isPriceFigure = (node: { any: { id: string; data?: unknown }[] }) =>
  node.any.some((check) => {
    const data = check.data as { fgColor?: string; bgColor?: string } | undefined;
    return (
      check.id === 'color-contrast' &&
      [data?.fgColor, data?.bgColor].some((colour) => priceColours.has(String(colour).toLowerCase()))
    );
  });

/** Serious and critical findings of axe (WCAG 2 A/AA, 2.1 AA) on the page as it stands, as `route rule: target`. */
export async function seriousViolations(page: Page, route: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes
        .filter((node) => !(violation.id === 'color-contrast' && isPriceFigure(node)))
        .map((node) => `${route} ${violation.id}: ${node.target.join(' ')}`),
    );
}
