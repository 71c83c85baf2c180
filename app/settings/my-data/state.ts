import type { PersonalDataRequest } from '~/services/personal-data.server';

/** What the "Download my data" page shows (decision 2631). */
export type MyDataState =
  | { kind: 'none' }
  | { kind: 'pending'; created: string }
  | { kind: 'ready'; id: string; expiresAt: string; size: number | null }
  | { kind: 'expired'; readyAt: string | null }
  | { kind: 'failed' }
  | { kind: 'unsupported' };

/** The page's state from the service's newest request. */
export function myDataState(request: PersonalDataRequest | null | 'unsupported'): MyDataState {
  if (request === 'unsupported') return { kind: 'unsupported' };
  if (!request) return { kind: 'none' };
  switch (request.status) {
    case 'PENDING':
      return { kind: 'pending', created: request.created };
    case 'READY':
      return request.expiresAt ? { kind: 'ready', id: request.id, expiresAt: request.expiresAt, size: request.size } : { kind: 'expired', readyAt: request.readyAt };
    case 'EXPIRED':
      return { kind: 'expired', readyAt: request.readyAt };
    default:
      return { kind: 'failed' };
  }
}

/** Where the page is, and where its zip downloads. */
export const MY_DATA_PATH = '/settings/my-data';
export const myDataFileHref = (id: string) => `${MY_DATA_PATH}/${encodeURIComponent(id)}/download`;
