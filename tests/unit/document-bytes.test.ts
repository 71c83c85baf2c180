/**
 * entry.server hands server.ts a rendered document as bytes made by documentBytes, which encodes
 * React's strings through a scratch buffer it reuses (issue 16). The bytes must be what
 * Buffer.from makes of the same text, and each document its own copy.
 */
import { describe, expect, it } from 'vitest';
import { documentBytes } from '~/lib/document-body';

const utf8 = (chunks: (string | Buffer)[]) => Buffer.concat(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c)));

describe('documentBytes', () => {
  it('encodes the pieces as UTF-8, non-ASCII text, emoji and a lone surrogate included', () => {
    const chunks = ['<!DOCTYPE html><p>', 'Grüße, こんにちは ← 😀', ' and \ud800 here</p>', ''];
    expect(documentBytes(chunks).equals(utf8(chunks))).toBe(true);
  });

  it('gives each document its own bytes: the next one does not write over the last', () => {
    const first = documentBytes(['<p>first é</p>']);
    const copy = Buffer.from(first);
    documentBytes(['<p>SECOND, and longer than the first one</p>']);
    expect(first.equals(copy)).toBe(true);
  });

  it('encodes a document too large for the scratch buffer, and pieces that are already bytes', () => {
    const large = ['<div>', 'Ünïcödé 😀 '.repeat(20_000), '</div>'];
    expect(documentBytes(large).equals(utf8(large))).toBe(true);
    const mixed = ['<p>', Buffer.from('bytes ✓'), '</p>'];
    expect(documentBytes(mixed).equals(utf8(mixed))).toBe(true);
  });
});
