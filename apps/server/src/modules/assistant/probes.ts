import { recognizeProduct } from '@vce/market-core/product-recognizer';

/**
 * Follow-ups for an answer whose engine suggested none (a model): about the product asked of, or
 * what the assistant can do when none was named.
 */
export function fallbackProbesOf(question: string): string[] {
  const product = recognizeProduct(question);
  if (!product) return ['螺纹钢现在多少钱', '什么是基差', '你能回答哪些问题'];
  const { name } = product;
  return [`${name}的支撑位和阻力位`, `机构怎么看${name}`, `${name}一手保证金多少`];
}
