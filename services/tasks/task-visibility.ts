/**
 * What a task's visibility depends on, by the spec's field names: every task read model holds
 * them, and the decider's state and the notifications' item people map to them.
 */
export interface TaskAudience {
  private: boolean;
  created_by: string;
  responsable: string;
}

/** Spec 6: a private task's only readers, its creator and its responsible (each once); null when every member reads it. */
export const privateTaskReaders = (task: TaskAudience): string[] | null =>
  task.private ? [...new Set([task.created_by, task.responsable])] : null;

/**
 * Whether a member of the task's project may see the task: the one rule the decider, the read
 * policies, the lists' readers and the notifications share. Administrators are not excepted.
 * Membership is the caller's to check (an actor's `sees`, a projection's members).
 */
export const maySeeTask = (userId: string, task: TaskAudience): boolean =>
  privateTaskReaders(task)?.includes(userId) ?? true;
