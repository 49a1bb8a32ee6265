/** How the user calls answer (spec 3, User): built by services/users and services/companies, read by the client. */

/** A user's own profile fields. */
export interface UserInfo {
  phone: string;
  address: string;
  avatar: string | null;
  default_job: number;
}

/** A user as the answers show them: the profile without internals. */
export interface UserProfile {
  id: string;
  name: string;
  email: string;
  info: UserInfo;
  created_at: string;
  /** The user's version: what an edit sends back as `expected_version`. */
  version: number;
}

/** The user's entry in a company: the company capabilities held there. */
export interface UserCompany {
  company_id: string;
  /** The company's version: what an edit of it sends back. */
  company: { id: string; name: string; logo: string | null; version: number };
  capabilities: string[];
}

/** The signed-in user ('/user/details') with the companies they belong to, by name. */
export interface UserDetails extends UserProfile {
  companies: UserCompany[];
}

/** A member of a project ('/user/list') with their job there and their project capabilities. */
export interface ProjectUser extends UserProfile {
  projectjob: { job_type_id: number; userjobtype: { name: string } };
  capabilities: string[];
}
