/** Job types whose holders administer the whole platform (spec: default_job 1 or 8). */
export const ADMINISTRATOR_JOBS: readonly number[] = [1, 8];

export const isAdministrator = (user: { info: { default_job: number } } | null): boolean =>
  user !== null && ADMINISTRATOR_JOBS.includes(user.info.default_job);
