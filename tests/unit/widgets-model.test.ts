import { describe, expect, it } from 'vitest';
import { groupByOrder, shareSchema } from '~/widgets/model';

describe('share form schema', () => {
  it('accepts a valid share and trims', () => {
    const r = shareSchema.safeParse({ senderName: ' Alex ', recipientEmail: 'friend@example.com', personalMessage: 'Hi' });
    expect(r.success && r.data).toEqual({ senderName: 'Alex', recipientEmail: 'friend@example.com', personalMessage: 'Hi' });
  });
  it('names each problem with a translation key', () => {
    const r = shareSchema.safeParse({ senderName: '', recipientEmail: 'nope', personalMessage: 'x'.repeat(501) });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      senderName: 'widgets.error.senderRequired',
      recipientEmail: 'widgets.error.emailInvalid',
      personalMessage: 'widgets.error.messageTooLong',
    });
    const missing = shareSchema.safeParse({});
    expect(missing.error!.issues.map((i) => i.message)).toEqual(['widgets.error.senderRequired', 'widgets.error.emailRequired']);
  });
  it('allows exactly 500 characters', () => {
    expect(shareSchema.safeParse({ senderName: 'A', recipientEmail: 'a@example.com', personalMessage: 'x'.repeat(500) }).success).toBe(true);
  });
});

describe('groupByOrder', () => {
  it('groups widgets in the listing’s order and drops empty orders', () => {
    const w = (orderCode: string, p: string) => ({ orderCode, productCode: p });
    expect(groupByOrder([w('B', 'B-1'), w('A', 'A-1'), w('B', 'B-2')], ['A', 'C', 'B'])).toEqual([
      { orderCode: 'A', widgets: [w('A', 'A-1')] },
      { orderCode: 'B', widgets: [w('B', 'B-1'), w('B', 'B-2')] },
    ]);
  });
});
