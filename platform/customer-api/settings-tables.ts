import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';

export type StorefrontCountry = 'BE' | 'DE' | 'NL' | 'GB' | 'NO' | 'FR' | 'SE' | 'AT' | 'IE' | 'IT' | 'DK' | 'ES' | 'PT';
export type PaymentMethod = 'card' | 'invoice' | 'paypal';
export type CallbackFormat = 'json' | 'xml';

export interface CustomerAddressesTable {
  id: string;
  account_id: string;
  first_name: string;
  last_name: string;
  company_name: string | null;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  country: StorefrontCountry;
  phone: string | null;
  /** 0 or 1; at most one default address per account. */
  is_default: number;
  created: string;
  updated: string;
}

export interface CustomerSettingsTable {
  account_id: string;
  payment_method: PaymentMethod | null;
  callback_url: string | null;
  callback_format: CallbackFormat | null;
  updated: string;
}

export type AddressRow = Selectable<CustomerAddressesTable>;
export type SettingsDb = Kysely<Database & { customer_addresses: CustomerAddressesTable; customer_settings: CustomerSettingsTable }>;
export const settingsDb = (db: Kysely<Database>): SettingsDb =>
  db.withTables<{ customer_addresses: CustomerAddressesTable; customer_settings: CustomerSettingsTable }>();

/** The JSON shape of an address in the Customer API. */
export interface AddressJson {
  id: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  country: StorefrontCountry;
  phone: string | null;
  isDefault: boolean;
}

export function toAddressJson(a: AddressRow): AddressJson {
  return {
    id: a.id,
    firstName: a.first_name,
    lastName: a.last_name,
    companyName: a.company_name,
    street: a.street,
    houseNumber: a.house_number,
    postalCode: a.postal_code,
    city: a.city,
    country: a.country,
    phone: a.phone,
    isDefault: a.is_default === 1,
  };
}
