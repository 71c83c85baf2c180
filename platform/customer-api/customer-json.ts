import type { Account, B2bStatus, CustomerType } from '../db/schema';

/** The JSON shape of GET/PUT /customers/me. */
export interface CustomerJson {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  customerType: CustomerType;
  b2bStatus: B2bStatus | null;
  companyName: string | null;
  vatNumber: string | null;
  registrationDate: string;
}

export function toCustomerJson(a: Account): CustomerJson {
  return {
    id: a.id,
    email: a.email,
    firstName: a.first_name,
    lastName: a.last_name,
    phone: a.phone,
    customerType: a.customer_type,
    b2bStatus: a.b2b_status,
    companyName: a.company_name,
    vatNumber: a.vat_number,
    registrationDate: a.registration_date,
  };
}
