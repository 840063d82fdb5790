import { describe, expect, it } from 'vitest';
import { chooseMainContract } from './main-contract';

const month = (id: string, expiry: string, preOpenInterest: number) => ({ id, expiry, preOpenInterest });

describe('chooseMainContract', () => {
  it('picks the month with the largest open interest at the previous close', () => {
    const contracts = [
      month('rb2605', '2026-05-15', 900_000),
      month('rb2610', '2026-10-19', 1_400_000),
      month('rb2701', '2027-01-15', 300_000),
    ];
    expect(chooseMainContract(contracts, undefined).id).toBe('rb2610');
  });

  it('never rolls back to a nearer month, even one holding more', () => {
    const previous = month('rb2610', '2026-10-19', 1_000_000);
    const contracts = [
      month('rb2605', '2026-05-15', 2_000_000),
      month('rb2610', '2026-10-19', 1_000_000),
      month('rb2701', '2027-01-15', 400_000),
    ];
    expect(chooseMainContract(contracts, previous).id).toBe('rb2610');
  });

  it('rolls forward once a farther month holds more', () => {
    const previous = month('rb2605', '2026-05-15', 1_000_000);
    const contracts = [
      month('rb2605', '2026-05-15', 800_000),
      month('rb2610', '2026-10-19', 1_200_000),
      month('rb2701', '2027-01-15', 400_000),
    ];
    expect(chooseMainContract(contracts, previous).id).toBe('rb2610');
  });

  it('moves on to the largest remaining month when the main one has expired', () => {
    const previous = month('IF2603', '2026-03-20', 90_000);
    const contracts = [
      month('IF2604', '2026-04-17', 60_000),
      month('IF2605', '2026-05-15', 20_000),
      month('IF2606', '2026-06-22', 70_000),
    ];
    expect(chooseMainContract(contracts, previous).id).toBe('IF2606');
  });

  it('keeps the nearer of two months holding the same', () => {
    const contracts = [month('SR605', '2026-05-15', 500), month('SR609', '2026-09-14', 500)];
    expect(chooseMainContract(contracts, undefined).id).toBe('SR605');
  });
});
