import { INTERNAL_STATUSES } from '~/services/order-statuses';
import { describe, expect, it } from 'vitest';
import { isInProgress, ordersForTab, parseTab } from '~/orders/in-progress';
import { canChangeAddress, externalStatus, productStatusKey, statusTone, PRODUCT_STATUSES } from '~/orders/status';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2025-03-31T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('in progress: created in the last 30 days and not dispatched more than 14 days ago', () => {
  it('created exactly 30 days ago is in progress; a millisecond earlier is history', () => {
    expect(isInProgress({ created: ago(30 * DAY), dispatched: null }, NOW)).toBe(true);
    expect(isInProgress({ created: ago(30 * DAY + 1), dispatched: null }, NOW)).toBe(false);
    expect(isInProgress({ created: ago(29 * DAY), dispatched: null }, NOW)).toBe(true);
    expect(isInProgress({ created: ago(31 * DAY), dispatched: null }, NOW)).toBe(false);
  });

  it('dispatched exactly 14 days ago is in progress; a millisecond earlier is history', () => {
    expect(isInProgress({ created: ago(20 * DAY), dispatched: ago(14 * DAY) }, NOW)).toBe(true);
    expect(isInProgress({ created: ago(20 * DAY), dispatched: ago(14 * DAY + 1) }, NOW)).toBe(false);
    expect(isInProgress({ created: ago(20 * DAY), dispatched: ago(13 * DAY) }, NOW)).toBe(true);
    expect(isInProgress({ created: ago(20 * DAY), dispatched: ago(15 * DAY) }, NOW)).toBe(false);
  });

  it('both rules apply: old orders are history even if dispatched recently', () => {
    expect(isInProgress({ created: ago(40 * DAY), dispatched: ago(1 * DAY) }, NOW)).toBe(false);
    expect(isInProgress({ created: ago(0), dispatched: ago(0) }, NOW)).toBe(true);
  });

  it('uses the injected time, not the clock', () => {
    const order = { created: '2025-03-01T12:00:00.000Z', dispatched: null };
    expect(isInProgress(order, new Date('2025-03-31T12:00:00.000Z'))).toBe(true);
    expect(isInProgress(order, new Date('2025-03-31T12:00:00.001Z'))).toBe(false);
  });

  it('an unreadable creation date is history', () => {
    expect(isInProgress({ created: 'not a date', dispatched: null }, NOW)).toBe(false);
  });

  it('splits a list by tab and reads the tab from the query', () => {
    const orders = [
      { id: 'a', created: ago(2 * DAY), dispatched: null },
      { id: 'b', created: ago(25 * DAY), dispatched: ago(20 * DAY) },
      { id: 'c', created: ago(45 * DAY), dispatched: ago(40 * DAY) },
    ];
    expect(ordersForTab(orders, 'inProgress', NOW).map((o) => o.id)).toEqual(['a']);
    expect(ordersForTab(orders, 'history', NOW).map((o) => o.id)).toEqual(['b', 'c']);
    expect(parseTab('history')).toBe('history');
    expect(parseTab(null)).toBe('inProgress');
    expect(parseTab('anything')).toBe('inProgress');
  });
});

describe('order status mapping', () => {
  it('maps internal to external statuses exactly as the spec', () => {
    expect(Object.fromEntries(INTERNAL_STATUSES.map((s) => [s, externalStatus(s)]))).toEqual({
      Received: 'AwaitingPayment',
      Confirmed: 'Ordered',
      ProductionStarted: 'InProduction',
      ProductionCompleted: 'InProduction',
      Dispatched: 'Sent',
      Cancelled: 'Cancelled',
    });
  });

  it('Cancelled is red, everything else cyan', () => {
    expect(statusTone('Cancelled')).toBe('red');
    for (const s of ['AwaitingPayment', 'Ordered', 'InProduction', 'Sent'] as const) expect(statusTone(s)).toBe('cyan');
  });

  it('product status words become translation-key suffixes', () => {
    expect(PRODUCT_STATUSES).toHaveLength(14);
    expect(productStatusKey('verification failed')).toBe('verificationFailed');
    expect(productStatusKey('processing failed')).toBe('processingFailed');
    expect(productStatusKey('on_hold')).toBe('onHold');
    expect(productStatusKey('shipped')).toBe('shipped');
    expect(productStatusKey('whatever')).toBeNull();
  });

  it('the address can change only before dispatch and when not cancelled', () => {
    expect(canChangeAddress({ internalStatus: 'ProductionStarted', dispatched: null })).toBe(true);
    expect(canChangeAddress({ internalStatus: 'Dispatched', dispatched: ago(DAY) })).toBe(false);
    expect(canChangeAddress({ internalStatus: 'Cancelled', dispatched: null })).toBe(false);
  });
});
