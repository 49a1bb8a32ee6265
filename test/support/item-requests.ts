import type { TestServer } from './test-server';

/** Creates an item through the API (`fields` as its form sends them), which must succeed: the new item. */
export async function postNew<Item = { id: string; number: number }>(
  server: TestServer,
  path: string,
  answer: string,
  token: string,
  fields: Record<string, string | number>,
): Promise<Item> {
  const created = await server.form(path, fields, token);
  expect(created.status).toBe(200);
  return created.body[answer] as Item;
}

export const postNewRdi = (server: TestServer, token: string, fields: Record<string, string | number>) =>
  postNew(server, '/rdi/create', 'rdi', token, fields);

export const postNewAdditional = (server: TestServer, token: string, fields: Record<string, string | number>) =>
  postNew(server, '/additionals/create', 'additional', token, fields);

/** An RDI asking the foundation's level on axis C. */
export const foundationLevelRdiForm = (projectId: string, overrides: Record<string, string | number> = {}) => ({
  project_id: projectId,
  title: 'Cota de fundación',
  description: '¿Qué cota lleva la fundación del eje C?',
  especialidades: JSON.stringify([1]),
  subject_id: 1,
  ...overrides,
});

/** An additional for a retaining wall, in pesos. */
export const retainingWallAdditionalForm = (projectId: string, overrides: Record<string, string | number> = {}) => ({
  project_id: projectId,
  title: 'Muro de contención',
  type: 1,
  code: 'OBRA-7',
  description: 'Muro adicional en el talud norte.',
  especialidades: JSON.stringify([1]),
  copy_to: JSON.stringify([]),
  currency_id: 1,
  direct_cost: '1000000',
  general_expenses: '100000',
  utility: '50000',
  ...overrides,
});
