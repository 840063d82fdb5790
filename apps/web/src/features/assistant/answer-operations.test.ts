import { describe, expect, it } from 'vitest';
import { operationTarget } from './answer-operations';

describe('the links of an answer', () => {
  it('open the BBAS detail of the link’s symbol', () => {
    expect(operationTarget('bbas_detail', 'rb')).toEqual({ kind: 'route', href: '/bbasV3/details?symbol=rb' });
  });

  it('open the BBAS page when a detail link has no symbol', () => {
    expect(operationTarget('bbas_detail', null)).toEqual({ kind: 'route', href: '/bbasV3' });
  });

  it('open the route of their operation', () => {
    expect(operationTarget('vip', null)).toEqual({ kind: 'route', href: '/vipV2' });
    expect(operationTarget('v_token', null)).toEqual({ kind: 'route', href: '/vli/shop' });
    expect(operationTarget('futures_comm', null)).toEqual({ kind: 'route', href: '/qiyouCommunityV2' });
  });

  it('open the customer-service dialog for service and account opening', () => {
    expect(operationTarget('service', null)).toEqual({ kind: 'service' });
    expect(operationTarget('account_opening', null)).toEqual({ kind: 'service' });
  });

  it('do nothing special for an unknown operation, even one named like an object property', () => {
    expect(operationTarget('download', null)).toBeNull();
    expect(operationTarget('toString', null)).toBeNull();
  });
});
