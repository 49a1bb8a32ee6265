import type { UserDocument } from '../../projections/users/user-directory.projection';

/** A person as an item's detail names them (tasks, RDI, additionals): name, e-mail and avatar. */
export const userSummary = (users: ReadonlyMap<string, UserDocument>, id: string) => {
  const user = users.get(id);
  return { id, name: user?.name ?? '', email: user?.email ?? '', basic_info: { avatar: user?.info.avatar ?? null } };
};
