import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { OrderProductRow } from '../orders/schema';

/** WinAnsi (the standard fonts' encoding) cannot show every character: replace the rest. */
const safe = (s: string) => s.replace(/[^\x20-\x7e\xa0-\xff€]/g, '?');

/** A product's PDF (its print proof): one A4 page naming the product, its order and quantity. */
export async function renderProductPdf(product: Pick<OrderProductRow, 'code' | 'order_code' | 'title' | 'quantity'>, created: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${product.title} ${product.code}`);
  doc.setAuthor('Keepsake');
  doc.setCreationDate(new Date(created));
  const page = doc.addPage([595.28, 841.89]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.11, 0.14, 0.15);
  const line = (s: string, y: number, size = 12, f = font) => page.drawText(safe(s), { x: 50, y, size, font: f, color: ink });
  line('Keepsake', 790, 20, bold);
  line(product.title, 740, 16, bold);
  line(`Product: ${product.code}`, 712);
  line(`Order: ${product.order_code}`, 694);
  line(`Quantity: ${product.quantity}`, 676);
  page.drawRectangle({ x: 50, y: 200, width: 495, height: 440, borderColor: ink, borderWidth: 1 });
  line('Print proof', 420, 14, bold);
  return doc.save();
}
