import type { RecognizedProduct } from '@vce/market-core/product-recognizer';
import { exampleQuestions } from './canned-replies';
import type { Intent } from './question-plan';

const followUpOf: Record<Intent, (name: string) => string> = {
  price: (name) => `${name}现在多少钱`,
  trend: (name) => `${name}的均线走势怎么样`,
  pivots: (name) => `${name}的支撑位和阻力位`,
  term: (name) => `${name}的基差和期限结构`,
  spreads: (name) => `${name}相关的价差`,
  views: (name) => `机构怎么看${name}`,
  express: (name) => `${name}最近有什么异动`,
  signals: (name) => `${name}最近有什么交易信号`,
  rankings: (name) => `${name}的主力持仓排名`,
  contract: (name) => `${name}一手保证金多少`,
  statistics: (name) => `${name}的波动率和季节性`,
};

/** The follow-ups most asked after any answer come first. */
const preference: Intent[] = [
  'pivots',
  'views',
  'contract',
  'trend',
  'price',
  'term',
  'rankings',
  'signals',
  'express',
  'statistics',
  'spreads',
];

/** Three follow-up questions: about the first product, on data the answer did not give. */
export function followUpsFor(products: RecognizedProduct[], answered: Intent[]): string[] {
  const product = products[0];
  if (!product) return [...exampleQuestions];
  return preference
    .filter((intent) => !answered.includes(intent))
    .slice(0, 3)
    .map((intent) => followUpOf[intent](product.name));
}
