/** Spec 9: list types of the tasks screen. */
export type TaskListType = 2 | 3 | 4 | 5;
