import { describe, expect, it } from 'vitest';
import { typesText } from '~/keyboard/shortcuts';

describe('typesText: where a single-character shortcut must not act', () => {
  it('is true in text-like inputs, textareas, selects and editable content', () => {
    for (const type of ['text', 'search', 'email', 'tel', 'url', 'password', 'number', 'date', undefined]) {
      expect(typesText({ tagName: 'INPUT', type }), String(type)).toBe(true);
    }
    expect(typesText({ tagName: 'textarea' })).toBe(true);
    expect(typesText({ tagName: 'SELECT' })).toBe(true);
    expect(typesText({ tagName: 'DIV', isContentEditable: true })).toBe(true);
  });

  it('is false on links, buttons, checkboxes and the page itself', () => {
    for (const type of ['checkbox', 'radio', 'submit', 'button', 'file', 'range']) expect(typesText({ tagName: 'INPUT', type }), type).toBe(false);
    expect(typesText({ tagName: 'A' })).toBe(false);
    expect(typesText({ tagName: 'BUTTON' })).toBe(false);
    expect(typesText({ tagName: 'BODY', isContentEditable: false })).toBe(false);
    expect(typesText(null)).toBe(false);
  });
});
