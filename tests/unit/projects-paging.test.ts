import { describe, expect, it } from 'vitest';
import { deleteHref, pageCount, pageHref, parsePage, skipFor } from '~/projects/paging';

describe('saved projects paging', () => {
  it('parses ?page', () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage('')).toBe(1);
    expect(parsePage('3')).toBe(3);
    for (const bad of ['0', '-1', '1.5', 'x', '9999999']) expect(parsePage(bad)).toBeNull();
  });
  it('skips (page - 1) * size and counts pages', () => {
    expect(skipFor(1, 10)).toBe(0);
    expect(skipFor(3, 10)).toBe(20);
    expect(pageCount(23, 10)).toBe(3);
    expect(pageCount(20, 10)).toBe(2);
    expect(pageCount(0, 10)).toBe(1);
  });
  it('links page 1 without a query', () => {
    expect(pageHref(1)).toBe('/saved-projects');
    expect(pageHref(2)).toBe('/saved-projects?page=2');
  });
  it("keeps 'stripped' on page and delete links", () => {
    expect(pageHref(1, true)).toBe('/saved-projects?stripped=true');
    expect(pageHref(2, true)).toBe('/saved-projects?page=2&stripped=true');
    expect(deleteHref('p 1', 1, false)).toBe('/saved-projects/p%201/delete');
    expect(deleteHref('p1', 3, true)).toBe('/saved-projects/p1/delete?page=3&stripped=true');
  });
});
