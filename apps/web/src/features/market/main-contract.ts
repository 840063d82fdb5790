import type { ProductQuotes } from './api/get-quotes';

/** The contract the product's main series follows now (the first listed month if none is marked). */
export const mainContractOf = (quotes: ProductQuotes) =>
  quotes.contracts.find((contract) => contract.is_main) ?? quotes.contracts[0];
