/** "68.00" (yuan, as the server formats it) to cents, exactly: prices are compared in whole cents. */
export function toCents(yuan: string): number {
  const [whole = '0', fraction = ''] = yuan.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return yuan.startsWith('-') ? -cents : cents;
}
