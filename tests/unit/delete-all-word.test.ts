import { describe, expect, it } from 'vitest';
import { confirmsDeleteAll } from '~/selection/selection.server';

// photo-library.md section 5: "Delete-all confirmation: the typed text must equal exactly the
// translated confirmation word (in English, DELETE)."

describe("delete all's confirmation word", () => {
  it('accepts the word exactly as translated', () => {
    expect(confirmsDeleteAll('DELETE', 'DELETE')).toBe(true);
    expect(confirmsDeleteAll('LÖSCHEN', 'LÖSCHEN')).toBe(true);
  });

  it('refuses blanks around it, another case, another word, or nothing', () => {
    for (const typed of [' DELETE ', 'DELETE ', '\tDELETE', 'delete', 'Delete', 'DELET', '', null, undefined, ['DELETE']]) {
      expect(confirmsDeleteAll(typed, 'DELETE'), JSON.stringify(typed)).toBe(false);
    }
  });
});
