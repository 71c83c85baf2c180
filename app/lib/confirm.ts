/**
 * The field only a confirmation's own button (`DangerSubmit`) sends. A destructive action
 * acts only when it is present: a post from any other form or button changes nothing.
 */
export const CONFIRM_FIELD = 'confirmed';
export const CONFIRM_VALUE = 'yes';

export function isConfirmed(form: FormData): boolean {
  return form.get(CONFIRM_FIELD) === CONFIRM_VALUE;
}
