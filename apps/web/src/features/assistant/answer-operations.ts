import { type AnswerOperation, answerOperations } from '@vce/contract/assistant';
import { paths } from '@vce/contract/routes';

/** What a link of an answer does: open a route in a new tab, or the customer-service dialog. */
export type OperationTarget = { kind: 'route'; href: string } | { kind: 'service' };

const isOperation = (value: string): value is AnswerOperation => Object.hasOwn(answerOperations, value);

/**
 * The target of a link's `data-operation` (spec 001 §2): bbas_detail takes its `data-symbol`;
 * account_opening and service open the service dialog. Unknown operations do nothing special.
 */
export function operationTarget(operation: string, symbol: string | null): OperationTarget | null {
  if (!isOperation(operation)) return null;
  const route = answerOperations[operation];
  if (route === null) return { kind: 'service' };
  if (operation === 'bbas_detail') {
    return { kind: 'route', href: symbol ? paths.bbasDetail(symbol) : paths.bbas };
  }
  return { kind: 'route', href: route };
}
