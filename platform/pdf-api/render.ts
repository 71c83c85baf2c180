import { a4Page } from '../invoice-api/pdf';
import type { OrderProductRow } from '../orders/schema';

/** A product's PDF (its print proof): one A4 page naming the product, its order and quantity. */
export async function renderProductPdf(product: Pick<OrderProductRow, 'code' | 'order_code' | 'title' | 'quantity'>, created: string): Promise<Uint8Array> {
  const { doc, page, bold, ink, at, text } = await a4Page(`${product.title} ${product.code}`, new Date(created));
  const line = (s: string, y: number, size = 12, f?: typeof bold) => {
    at.y = y;
    text(s, 50, size, f);
  };
  line('Keepsake', 790, 20, bold);
  line(product.title, 740, 16, bold);
  line(`Product: ${product.code}`, 712);
  line(`Order: ${product.order_code}`, 694);
  line(`Quantity: ${product.quantity}`, 676);
  page.drawRectangle({ x: 50, y: 200, width: 495, height: 440, borderColor: ink, borderWidth: 1 });
  line('Print proof', 420, 14, bold);
  return doc.save();
}
