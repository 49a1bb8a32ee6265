import { randomUUID } from 'node:crypto';
import type { AdditionalCommand, RevisionForm } from '../additionals/additional.decider';
import type { AdditionalType, NamedEntry } from '../additionals/additional.events';
import { AdditionalCommands, additionalRequest } from '../additionals/additional-command';
import { additionalRegister } from '../additionals/additional-register';
import type { PaymentStatusCommand } from '../additionals/payment-status.decider';
import { PaymentStatusCommands, paymentStatusRequest } from '../additionals/payment-status-command';
import { takenBy } from '../items/number-register.decider';
import { numberRequest } from '../items/numbered-item-creation';
import type { CommandPipeline } from '../platform/commands/handle-command';

const PROJECT = 'demo-aromos';
const JEFE = 'demo-jefe-ot';
const ITO = 'demo-ito';

type Costs = [direct: number, general: number, utility: number];

/** A demo additional: its creation, its later revisions by the Jefe OT, then the ITO's status change if any. */
interface DemoAdditional {
  code: string;
  title: string;
  type: AdditionalType;
  /** The demo project's specialties, numbered in its order. */
  specialties: NamedEntry[];
  description: string;
  /** Revision 1, then each later one, in UF cents. */
  revisions: Array<{ costs: Costs; description: string }>;
  itoStatus?: 2 | 3;
  /** Why the ITO asks to annul it (status 3). */
  annulmentReason?: string;
}

/** AD-001's current revision, which its Estado de Pago is a share of. */
const PAID_COSTS: Costs = [39_500_00, 5_925_00, 3_950_00];

const DEMO_ADDITIONALS: DemoAdditional[] = [
  {
    code: 'AD-001',
    title: 'Refuerzo de losa en sala de máquinas',
    type: 1,
    specialties: [{ id: 2, name: 'Estructura' }],
    description:
      '<p>El equipo de climatización definitivo pesa 2,4 t más que el proyectado: se refuerza la losa del piso 18.</p>',
    revisions: [
      { costs: [42_000_00, 6_300_00, 4_200_00], description: '' },
      {
        costs: PAID_COSTS,
        description: '<p>Se reemplaza la viga invertida por un capitel: baja la cubicación.</p>',
      },
    ],
    itoStatus: 2,
  },
  {
    code: 'AD-002',
    title: 'Aumento de enchufes en departamentos tipo B',
    type: 2,
    specialties: [{ id: 3, name: 'Instalaciones eléctricas' }],
    description: '<p>El mandante pide dos enchufes dobles más por dormitorio en los 48 departamentos tipo B.</p>',
    revisions: [{ costs: [18_240_00, 2_736_00, 1_824_00], description: '' }],
  },
  {
    code: 'AD-003',
    title: 'Eliminación de jardineras en terraza común',
    type: 3,
    specialties: [
      { id: 1, name: 'Obra gruesa' },
      { id: 4, name: 'Instalaciones sanitarias' },
    ],
    description: '<p>Se eliminan las jardineras de hormigón de la terraza del piso 18 y su riego.</p>',
    revisions: [
      { costs: [7_850_50, 1_177_58, 785_05], description: '' },
      { costs: [7_850_50, 1_177_58, 0], description: '<p>Sin utilidad sobre una disminución, según contrato.</p>' },
    ],
    itoStatus: 3,
    annulmentReason: 'La disminución ya está considerada en la partida de paisajismo del contrato base.',
  },
];

/** The additional the story's Estado de Pago covers: accepted by the ITO. */
const PAID_ADDITIONAL = 'AD-001';

/**
 * The demo project's additionals, through the same commands users send, so the screen has
 * something on first start; the id of the accepted one an Estado de Pago may cover.
 */
export async function seedDemoAdditionals(pipeline: CommandPipeline): Promise<string | undefined> {
  let accepted: string | undefined;
  const project = { projectId: PROJECT, closed: false };
  const additionals = new AdditionalCommands(pipeline);
  const run = (command: AdditionalCommand, actorId: string) =>
    additionals.execute(additionalRequest({ actorId, commandId: randomUUID() }, command));
  const revision = ({ costs, description }: DemoAdditional['revisions'][number], fallback: string): RevisionForm => ({
    revisionId: randomUUID(),
    currencyId: 2,
    directCost: costs[0],
    generalExpenses: costs[1],
    utility: costs[2],
    description: description || fallback,
    fileIds: [],
  });
  for (const demo of DEMO_ADDITIONALS) {
    const additionalId = randomUUID();
    const registered = await pipeline.handle(
      numberRequest(
        additionalRegister,
        { actorId: JEFE, commandId: randomUUID() },
        { projectId: PROJECT, itemId: additionalId, notes: { code: demo.code } },
      ),
    );
    const [first, ...later] = demo.revisions;
    if (!first) continue;
    if (demo.code === PAID_ADDITIONAL) accepted = additionalId;
    await run(
      {
        type: 'CreateAdditional',
        additionalId,
        project,
        number: takenBy(additionalRegister, registered.events).number,
        firstRevision: revision(first, demo.description),
        title: demo.title,
        additionalType: demo.type,
        code: demo.code,
        specialties: demo.specialties,
        copyTo: [],
        reminder: { days: [], repeatable: false },
        fromTaskId: null,
      },
      JEFE,
    );
    for (const next of later) {
      await run({ type: 'AddAdditionalRevision', additionalId, project, status: 1, ...revision(next, '') }, JEFE);
    }
    if (demo.itoStatus) {
      const { itoStatus: newStatus, annulmentReason: reason } = demo;
      await run({ type: 'ChangeAdditionalStatus', additionalId, project, newStatus, reason }, ITO);
    }
  }
  return accepted;
}

/**
 * An Estado de Pago over the accepted additional, asked by the Jefe OT at 60 % progress and
 * approved by the ITO, so the dashboard's 'Avance' shows an accepted and a paid amount.
 */
export async function seedApprovedPaymentStatus(pipeline: CommandPipeline, additionalId: string): Promise<void> {
  const paymentStatuses = new PaymentStatusCommands(pipeline);
  const project = { projectId: PROJECT, closed: false };
  const paymentStatusId = randomUUID();
  const run = (command: PaymentStatusCommand, actorId: string) =>
    paymentStatuses.execute(paymentStatusRequest({ actorId, commandId: randomUUID() }, command));
  const [direct, general, utility] = PAID_COSTS;
  await run(
    {
      type: 'CreatePaymentStatus',
      paymentStatusId,
      project,
      additionalIds: [additionalId],
      additionals: [
        { additionalId, projectId: PROJECT, status: 2, currencyId: 2, totalRequested: direct + general + utility },
      ],
      description: 'Estado de pago Nº 1: refuerzo de losa ejecutado al 60 % (capiteles hormigonados).',
      progress: 60_00,
      amount: null,
    },
    JEFE,
  );
  await run({ type: 'ApprovePaymentStatus', paymentStatusId, project }, ITO);
}
