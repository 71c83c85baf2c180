import { describe, expect, it } from 'vitest';
import { archiveDisposition } from '../../platform/download-api/file-name';

const ID = '0b9d3a52-8f0e-4d8e-9a57-3f4f0c1e2d3b';

describe("an archive's file name (decision 2564)", () => {
  it('is the name the app asked for, plain and UTF-8', () => {
    expect(archiveDisposition(ID, 'Keepsake photos 2026-12-06.zip')).toBe(
      `attachment; filename="Keepsake photos 2026-12-06.zip"; filename*=UTF-8''Keepsake%20photos%202026-12-06.zip`,
    );
    expect(archiveDisposition(ID, "Keepsake foto's 2026-12-06.zip")).toContain(`filename*=UTF-8''Keepsake%20foto's%202026-12-06.zip`);
    expect(archiveDisposition(ID, 'Posterhaus Fotos 2026-12-06.zip')).toContain('filename="Posterhaus Fotos 2026-12-06.zip"');
  });

  it('is cleaned: no folders, quotes, hidden characters or leading dots; non-ASCII only in filename*', () => {
    expect(archiveDisposition(ID, '../../etc/x.zip')).toContain('filename="-..-etc-x.zip"');
    expect(archiveDisposition(ID, '..hidden.zip')).toContain('filename="hidden.zip"');
    expect(archiveDisposition(ID, 'a"b\u202e\r\n.zip')).toContain('filename="a_b.zip"');
    expect(archiveDisposition(ID, 'Fotos för 2026.zip')).toBe(`attachment; filename="Fotos f_r 2026.zip"; filename*=UTF-8''Fotos%20f%C3%B6r%202026.zip`);
  });

  it('falls back to {id}.zip without a name, or with one that is not a zip file', () => {
    for (const name of [undefined, '', '   ', '.zip', 'photos.exe', 'photos']) expect(archiveDisposition(ID, name)).toContain(`filename="${ID}.zip"`);
  });
});
