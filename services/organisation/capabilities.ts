import {
  COMPANY_CAPABILITIES,
  type CompanyCapability,
  PROJECT_CAPABILITIES,
  type ProjectCapability,
} from '../contracts/capabilities';

export const isCompanyCapability = (value: string): value is CompanyCapability =>
  (COMPANY_CAPABILITIES as readonly string[]).includes(value);
export const isProjectCapability = (value: string): value is ProjectCapability =>
  (PROJECT_CAPABILITIES as readonly string[]).includes(value);
