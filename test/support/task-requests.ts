import type { TestServer } from './test-server';

/** Creates a task through the API (`fields` as the task form sends them), which must succeed: the new task. */
export async function postNewTask<Task = { id: string; number: number }>(
  server: TestServer,
  token: string,
  fields: Record<string, string | number>,
): Promise<Task> {
  const created = await server.form('/tasks/create', fields, token);
  expect(created.status).toBe(200);
  return created.body.task as Task;
}
