import type { UserProfile } from '../../../../../services/contracts/user-answers';
import { toFormData } from '../../../lib/form-data';
import { ApiError, post } from '../../../lib/http';
import { failureMessage } from '../../../lib/use-form';
import { refreshUserQueries } from './refresh-user-queries';

export interface NewUser {
  name: string;
  email: string;
  phone: string;
  address: string;
  defaultJob: number;
  avatar: File | null;
  companyId: string;
  projectIds: string[];
}

/**
 * Creates the user in the company and projects; the server sends them the invitation e-mail.
 * The same command id sent again creates nobody twice.
 */
export async function createUser(user: NewUser, commandId: string): Promise<UserProfile> {
  const body = toFormData({
    name: user.name,
    email: user.email,
    phone: user.phone,
    address: user.address,
    default_job: user.defaultJob,
    avatar: user.avatar,
    company_id: user.companyId,
    project_id: JSON.stringify(user.projectIds),
  });
  const { user: created } = await post<{ user: UserProfile }>('/user/create', body, { commandId });
  await refreshUserQueries();
  return created;
}

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');

/** The texts of a validation's `errors`, each `{ field, message }`. */
const fieldMessages = (errors: unknown): string[] =>
  Array.isArray(errors)
    ? errors.flatMap((error: unknown) =>
        typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
          ? [error.message]
          : [],
      )
    : [];

/** Every reason of a refusal: the body's `data` (spec 7), else its validation `errors`, else its message. */
export function refusalMessages(error: unknown): string[] {
  if (error instanceof ApiError && typeof error.body === 'object' && error.body !== null) {
    const { data, errors } = error.body as { data?: unknown; errors?: unknown };
    if (isTextList(data)) return data;
    const fields = fieldMessages(errors);
    if (fields.length > 0) return fields;
  }
  return [failureMessage(error)];
}
