import type { Locale } from '../../../shared/brands';
import { da } from './da';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nb } from './nb';
import { nl } from './nl';
import { pt } from './pt';
import { sv } from './sv';
import type { MailWords } from './types';

export type { MailWords } from './types';

/** The e-mails' words per language (decision 2574): each storefront's locale picks its language. */
const WORDS: Record<string, MailWords> = { da, de, en, es, fr, it, nb, nl, pt, sv };

/** The words for a locale ('de-AT' → German); English for a language without its own. */
export function mailWords(locale: Locale | string): MailWords {
  return WORDS[locale.slice(0, 2)] ?? en;
}
