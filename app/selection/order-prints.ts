/** The order-prints flow's constants and the editor address (spec sections 4 and 9). */
export const ORDER_PRINTS_MIN_MS = 3000;
const PRESELECTED_PRODUCT_CODE = 'PAP_910';

/** `{origin}/editor?channel=…&tempSelectionId=…&productCode=PAP_910`. */
export function editorUrl(origin: string, channelId: string, tempSelectionId: string): string {
  const q = new URLSearchParams({ channel: channelId, tempSelectionId, productCode: PRESELECTED_PRODUCT_CODE });
  return `${origin}/editor?${q}`;
}
