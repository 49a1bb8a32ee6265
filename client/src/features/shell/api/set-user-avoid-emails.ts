import { post } from '../../../lib/http';
import type { AvoidEmailsOptions } from './get-user-avoid-emails-options';

export function setUserAvoidEmails(projectId: string, options: AvoidEmailsOptions) {
  return post<{ options: AvoidEmailsOptions }>('/notifications/setUserAvoidEmails', {
    project_id: projectId,
    ...options,
  });
}
