/** 'Try again' on the confirmation error pages: the customer's settings (business settings for b2b). */
export function settingsPath(customer: { b2b: boolean }): string {
  return customer.b2b ? '/settings/b2b' : '/settings';
}
