import type { ApprovalCheck, RdiDocument } from '../../projections/rdi/rdi.projection';
import type { ApprovalSlot, RdiResponder } from '../contracts/rdi-answers';
import { ITO_JOB, JEFE_OT_JOB, jobType } from '../organisation/job-types';

/** Who reads the RDI: the responder is highlighted when it is them. */
export interface RdiReader {
  id: string;
  /** Their job in the RDI's project, null when they are not a member. */
  jobTypeId: number | null;
}

/** What naming the responder needs besides the RDI: its close system and its creator's name. */
export interface RdiClosing {
  newSystem: boolean;
  creatorName: string;
}

type Rdi = Pick<RdiDocument, 'status' | 'response_status' | 'created_by'> & {
  approval_checks: readonly Pick<ApprovalCheck, 'approval'>[];
};

const SLOT_JOBS: Record<ApprovalSlot, number | null> = { 1: null, 2: JEFE_OT_JOB, 3: ITO_JOB };

/**
 * Who the RDI waits for ('Responde'), decided here for the list, the detail and the workbook.
 * Until its closing starts, the side whose turn it is to answer (spec 4: response_status 1 the ITO,
 * 2 the Jefe OT). Once an approval of the new close system is given, the approvals still missing,
 * the creator by name (issue 31: 'Responde: Jefe OT' stayed after the Jefe OT approved, while only
 * the creator's approval was missing). Null once finished.
 */
export function currentResponsible(rdi: Rdi, closing: RdiClosing, reader: RdiReader): RdiResponder | null {
  if (rdi.status === 3) return null;
  const approved = new Set(rdi.approval_checks.map((check) => check.approval));
  if (closing.newSystem && approved.size > 0) {
    const missing = ([1, 2, 3] as const).filter((slot) => !approved.has(slot));
    const names = missing.map((slot) => (slot === 1 ? `Creador (${closing.creatorName})` : jobName(SLOT_JOBS[slot])));
    const mine = missing.some((slot) =>
      slot === 1 ? reader.id === rdi.created_by : reader.jobTypeId === SLOT_JOBS[slot],
    );
    return { job_type_id: SLOT_JOBS[missing[0] ?? 1], name: names.join(', '), mine };
  }
  const job = rdi.response_status === 1 ? ITO_JOB : JEFE_OT_JOB;
  return { job_type_id: job, name: jobName(job), mine: reader.jobTypeId === job };
}

const jobName = (job: number | null) => (job === null ? '' : (jobType(job)?.name ?? ''));
