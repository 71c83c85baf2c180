/** Internal statuses of the order service (spec section 4); the statuses customers see are in orders/status.ts. */
export const INTERNAL_STATUSES = ['Received', 'Confirmed', 'ProductionStarted', 'ProductionCompleted', 'Dispatched', 'Cancelled'] as const;
export type InternalStatus = (typeof INTERNAL_STATUSES)[number];
