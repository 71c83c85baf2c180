import type { B2bStatus, CustomerType } from '../db/schema';

export const DEMO_PASSWORD = 'keepsake-demo';

export interface DemoAccount {
  email: string;
  customerType: CustomerType;
  b2bStatus: B2bStatus | null;
  firstName: string;
  lastName: string;
  phone: string | null;
  companyName: string | null;
  vatNumber: string | null;
  deleted: boolean;
  /** How long ago the account registered. */
  registeredDaysAgo: number;
}

const base = { phone: null, companyName: null, vatNumber: null, b2bStatus: null, deleted: false } as const;

/** The demo customers every fresh database starts with (password {@link DEMO_PASSWORD}). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { ...base, email: 'customer@example.com', customerType: 'b2c', firstName: 'Alex', lastName: 'Morgan', phone: '+44 20 7946 0018', registeredDaysAgo: 1200 },
  {
    ...base,
    email: 'business@example.com',
    customerType: 'b2b',
    b2bStatus: 'Default',
    firstName: 'Sam',
    lastName: 'Morgan',
    phone: '+44 161 496 0123',
    companyName: 'Morgan Prints Ltd',
    vatNumber: 'GB123456789',
    registeredDaysAgo: 900,
  },
  { ...base, email: 'business-new@example.com', customerType: 'b2b', b2bStatus: 'New', firstName: 'Jordan', lastName: 'Reid', registeredDaysAgo: 3 },
  {
    ...base,
    email: 'business-pending@example.com',
    customerType: 'b2b',
    b2bStatus: 'New',
    firstName: 'Priya',
    lastName: 'Shah',
    companyName: 'Shah Studio Ltd',
    vatNumber: 'GB987654321',
    registeredDaysAgo: 10,
  },
  {
    ...base,
    email: 'business-blocked@example.com',
    customerType: 'b2b',
    b2bStatus: 'Blocked',
    firstName: 'Chris',
    lastName: 'Evans',
    companyName: 'Evans Frames Ltd',
    vatNumber: 'GB555666777',
    registeredDaysAgo: 400,
  },
  { ...base, email: 'deleted@example.com', customerType: 'b2c', firstName: 'Dana', lastName: 'Lee', deleted: true, registeredDaysAgo: 700 },
  { ...base, email: 'other@example.com', customerType: 'b2c', firstName: 'Robin', lastName: 'Taylor', registeredDaysAgo: 60 },
  // Photos waiting in the previous system (import activation; seed/import-account.ts).
  { ...base, email: 'import@example.com', customerType: 'b2c', firstName: 'Imogen', lastName: 'Import', registeredDaysAgo: 0 },
];
