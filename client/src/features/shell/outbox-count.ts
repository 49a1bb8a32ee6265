/** '1 cambio pendiente', '3 cambios pendientes'. */
export const pendingCountText = (count: number): string =>
  count === 1 ? '1 cambio pendiente' : `${count} cambios pendientes`;
