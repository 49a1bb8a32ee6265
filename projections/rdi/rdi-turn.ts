import { ITO_JOB, JEFE_OT_JOB } from '../../services/organisation/job-types';
import type { ResponseStatus } from '../../services/rdi/rdi.events';

/**
 * Who must answer an RDI (spec 4, response_status; docs/decisions.md, "RDI: quién debe
 * responder"): a new RDI waits for the ITO (1); an official response by an ITO passes it to the
 * Jefe OT (2); an official response by a Jefe OT passes it back to the ITO. Plain interactions,
 * and official responses by anyone else, leave it where it is. The job is the author's in the
 * project when they answered.
 */
export const FIRST_RESPONSE: ResponseStatus = 1;

/** The side an interaction hands the RDI to, or null when it leaves it where it was. */
export function turnPassedBy(interaction: {
  isResponse: boolean;
  authorJobTypeId: number | null;
}): ResponseStatus | null {
  if (!interaction.isResponse) return null;
  if (interaction.authorJobTypeId === ITO_JOB) return 2;
  if (interaction.authorJobTypeId === JEFE_OT_JOB) return 1;
  return null;
}

export const responseAfter = (
  current: ResponseStatus,
  interaction: { isResponse: boolean; authorJobTypeId: number | null },
): ResponseStatus => turnPassedBy(interaction) ?? current;
