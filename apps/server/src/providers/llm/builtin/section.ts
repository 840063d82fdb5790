import type { RecognizedProduct } from '@vce/market-core/product-recognizer';
import { failureReason, type SourceLink } from './answer-format';
import type { MarketDesk } from './market-desk';

/** What a section reads with. */
export interface SectionContext {
  desk: MarketDesk;
  product: RecognizedProduct;
  /** Decimals of the product's prices. */
  decimals: number;
  /** The short form: an overview or the data beside a refused advice request. */
  brief: boolean;
}

/** A part of the answer about one product, from one kind of data. */
export interface SectionResult {
  /** One step of the deep-think block per read, naming what was read. */
  thoughts: string[];
  markdown: string;
  links: SourceLink[];
  /** Some figure came from the market simulator (模拟行情). */
  simulated: boolean;
}

export interface Section {
  /** How the answer names the data: 行情, 枢轴位… */
  label: string;
  read(context: SectionContext): Promise<SectionResult>;
}

/**
 * Runs a section so that a failed read (an unknown product, a missing history) takes only its
 * own part of the answer: the section then says it is unavailable and why.
 */
export async function runSection(section: Section, context: SectionContext): Promise<SectionResult> {
  try {
    return await section.read(context);
  } catch (error) {
    const reason = failureReason(error);
    return {
      thoughts: [`读取${section.label}失败：${reason}\n`],
      markdown: `- ${section.label}暂时无法读取（${reason}）。`,
      links: [],
      simulated: false,
    };
  }
}

/** A markdown table from a header and rows of cells. */
export function markdownTable(header: string[], rows: string[][]) {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
