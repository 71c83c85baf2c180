import { redirect } from '@remix-run/node';

/** Unknown routes go to '/' (the spec's rule). */
export const loader = () => redirect('/');
export const action = () => redirect('/');
