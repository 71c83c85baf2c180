import { BRANDS, type Brand } from '../../shared/brands';

/** A storefront's help and shop pages, in its own language, on its own host. */
interface Words {
  /** Path of the help centre (FAQ). */
  help: string;
  /** Path of the contact form (customer care). */
  contact: string;
  /** Path of the product overview. */
  products: string;
  /** Path of the photo library's help topic, under the help centre. */
  photos: string;
  titles: { help: string; contact: string; products: string; photoBooks: string; prints: string; wallArt: string };
}

const WORDS: Record<string, Words> = {
  en: { help: 'help', contact: 'contact', products: 'all-products', photos: 'my-photos', titles: { help: 'Help & FAQs', contact: 'Contact us', products: 'All products', photoBooks: 'Photo books', prints: 'Photo prints', wallArt: 'Wall art' } },
  nl: { help: 'klantenservice', contact: 'contact', products: 'alle-producten', photos: 'mijn-fotos', titles: { help: 'Klantenservice', contact: 'Contact', products: 'Alle producten', photoBooks: 'Fotoboeken', prints: 'Foto-afdrukken', wallArt: 'Wanddecoratie' } },
  fr: { help: 'aide', contact: 'contact', products: 'tous-les-produits', photos: 'mes-photos', titles: { help: 'Aide et FAQ', contact: 'Nous contacter', products: 'Tous les produits', photoBooks: 'Livres photo', prints: 'Tirages photo', wallArt: 'Décoration murale' } },
  de: { help: 'hilfe', contact: 'kontakt', products: 'alle-produkte', photos: 'meine-fotos', titles: { help: 'Hilfe & FAQ', contact: 'Kontakt', products: 'Alle Produkte', photoBooks: 'Fotobücher', prints: 'Fotoabzüge', wallArt: 'Wandbilder' } },
  it: { help: 'aiuto', contact: 'contatti', products: 'tutti-i-prodotti', photos: 'le-mie-foto', titles: { help: 'Aiuto e FAQ', contact: 'Contattaci', products: 'Tutti i prodotti', photoBooks: 'Fotolibri', prints: 'Stampe foto', wallArt: 'Quadri' } },
  es: { help: 'ayuda', contact: 'contacto', products: 'todos-los-productos', photos: 'mis-fotos', titles: { help: 'Ayuda y preguntas frecuentes', contact: 'Contacto', products: 'Todos los productos', photoBooks: 'Fotolibros', prints: 'Copias de fotos', wallArt: 'Cuadros' } },
  pt: { help: 'ajuda', contact: 'contacto', products: 'todos-os-produtos', photos: 'as-minhas-fotos', titles: { help: 'Ajuda e perguntas frequentes', contact: 'Contacte-nos', products: 'Todos os produtos', photoBooks: 'Fotolivros', prints: 'Impressões de fotos', wallArt: 'Quadros' } },
  sv: { help: 'hjalp', contact: 'kontakt', products: 'alla-produkter', photos: 'mina-foton', titles: { help: 'Hjälp & vanliga frågor', contact: 'Kontakta oss', products: 'Alla produkter', photoBooks: 'Fotoböcker', prints: 'Fotokopior', wallArt: 'Väggdekor' } },
  nb: { help: 'hjelp', contact: 'kontakt', products: 'alle-produkter', photos: 'mine-bilder', titles: { help: 'Hjelp og vanlige spørsmål', contact: 'Kontakt oss', products: 'Alle produkter', photoBooks: 'Fotobøker', prints: 'Fotokopier', wallArt: 'Veggbilder' } },
  da: { help: 'hjaelp', contact: 'kontakt', products: 'alle-produkter', photos: 'mine-billeder', titles: { help: 'Hjælp og ofte stillede spørgsmål', contact: 'Kontakt os', products: 'Alle produkter', photoBooks: 'Fotobøger', prints: 'Fotokopier', wallArt: 'Vægbilleder' } },
};

const PRODUCT_PATHS = { photoBooks: 'photo-books', prints: 'prints', wallArt: 'wall-art' } as const;

interface MenuItem {
  title: string;
  url: string;
}

export interface PublicConfig {
  vendor: string;
  locale: string;
  menus: { top: MenuItem[]; main: MenuItem[]; footer: MenuItem[] };
  routes: { Main: string; FAQ: string; ContactUs: string; AllProducts: string; PhotoManagementFAQ: string; EditorUrl: string };
}

/** The public configuration of one storefront: its menus and the routes of its own pages. */
export function publicConfigFor(brand: Brand, editorUrl: string): PublicConfig {
  const words = WORDS[brand.locale.slice(0, 2)] ?? WORDS.en!;
  const shop = `https://${brand.host}/`;
  const at = (path: string) => new URL(path, shop).href;
  const routes = {
    Main: shop,
    FAQ: at(`${words.help}/`),
    ContactUs: at(`${words.help}/${words.contact}`),
    AllProducts: at(`${words.products}/`),
    PhotoManagementFAQ: at(`${words.help}/${words.photos}`),
    EditorUrl: editorUrl,
  };
  const help = { title: words.titles.help, url: routes.FAQ };
  const contact = { title: words.titles.contact, url: routes.ContactUs };
  const products = { title: words.titles.products, url: routes.AllProducts };
  const range = (Object.keys(PRODUCT_PATHS) as (keyof typeof PRODUCT_PATHS)[]).map((k) => ({ title: words.titles[k], url: at(`${words.products}/${PRODUCT_PATHS[k]}`) }));
  return { vendor: brand.id, locale: brand.locale, menus: { top: [help, contact], main: [...range, products], footer: [help, contact, products] }, routes };
}

export function brandByVendor(vendor: string): Brand | undefined {
  return BRANDS.find((b) => b.id === vendor);
}
