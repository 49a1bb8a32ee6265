import type { InlineFile, InlineFileRecorder } from '../files/inline-files';
import type { CommandPipeline } from '../platform/commands/handle-command';
import type { ApprovalSlot } from '../rdi/rdi.events';
import { DEMO_MODEL_NAME, demoModelIfc } from './demo-model';
import { demoPdf } from './demo-report';
import { type DemoRdi, DemoSite, type DemoTask } from './demo-site';
import type { StoryClock } from './story-clock';

const JEFE = 'demo-jefe-ot';
const ITO = 'demo-ito';
const TERRENO = 'demo-terreno';

/** The project on the new RDI close system (three approvals) and the one that keeps the old ('Finalizar RDI'). */
export const NEW_SYSTEM_PROJECT = 'demo-aromos';
export const OLD_SYSTEM_PROJECT = 'demo-lo-aguirre';

/** How many days before today the demo projects start: the story fills the weeks since. */
export const STORY_START_DAYS_AGO = 42;

/** The old-system project's RDI the Jefe OT still has to finish ('Finalizar RDI'). */
export const RDI_TO_FINISH = 'Anclajes de placas base en ejes C y D';

/** The demo project a step happens on. */
type Site = 'aromos' | 'aguirre';

/**
 * One step of the story: a user's command on a site. `daysAgo` (and `minutes` after it) sets the
 * story's moment; a step without it happens at the moment of the step before. Items are named
 * (`as`) where they are created, and later steps name the item they act on.
 */
type StoryStep = { daysAgo?: number; minutes?: number; site: Site; by: string } & (
  | { do: 'upload main model' }
  | { do: 'create task'; task: DemoTask; as?: string }
  | { do: 'reply task'; task: string; message: string; official?: boolean; attachment?: InlineFile }
  | { do: 'close task'; task: string }
  | { do: 'create RDI'; rdi: DemoRdi; as?: string }
  | { do: 'reply RDI'; rdi: string; message: string; official?: boolean }
  | { do: 'finish RDI'; rdi: string; message: string }
  | { do: 'approve RDI'; rdi: string; slot: ApprovalSlot }
);

/**
 * Six weeks of two sites, in the order they happened: tasks in every state, RDI waiting on each
 * party, one finished on each close system.
 */
const STORY: readonly StoryStep[] = [
  // The Jefe OT uploads the building's model to Planimetría and stars it: the dashboard draws it.
  { daysAgo: 34, site: 'aromos', by: JEFE, do: 'upload main model' },

  // Old system: answered by the ITO, finished by the Jefe OT.
  {
    daysAgo: 33,
    site: 'aguirre',
    by: JEFE,
    do: 'create RDI',
    as: 'radier',
    rdi: {
      title: 'Espesor de radier en zona de racks',
      description:
        'El plano de pavimentos indica 15 cm y la memoria de cálculo 18 cm para la zona de racks selectivos.',
      specialties: [{ id: 2, name: 'Pavimentos' }],
      subject: 'Pavimentos interiores',
    },
  },
  {
    daysAgo: 31,
    site: 'aguirre',
    by: ITO,
    do: 'reply RDI',
    rdi: 'radier',
    message: 'Rige la memoria de cálculo: **18 cm**, hormigón H30 con malla ACMA C257 y juntas aserradas cada 4,5 m.',
    official: true,
  },
  {
    daysAgo: 29,
    site: 'aguirre',
    by: JEFE,
    do: 'finish RDI',
    rdi: 'radier',
    message: 'Se ejecuta según la respuesta del ITO.',
  },

  // New system: closed by the three approvals (the Jefe OT created it: creator's and Jefe OT's).
  {
    daysAgo: 28,
    minutes: 60,
    site: 'aromos',
    by: JEFE,
    do: 'create RDI',
    as: 'recubrimiento',
    rdi: {
      title: 'Recubrimiento de armaduras en muros del subterráneo',
      description: 'Confirmar el recubrimiento mínimo de muros en contacto con terreno: 4 o 5 cm.',
      specialties: [
        { id: 1, name: 'Obra gruesa' },
        { id: 2, name: 'Estructura' },
      ],
      subject: 'Muros de contención',
    },
  },
  {
    daysAgo: 26,
    site: 'aromos',
    by: ITO,
    do: 'reply RDI',
    rdi: 'recubrimiento',
    message: 'Recubrimiento de **5 cm** en caras contra terreno, según NCh 430.',
    official: true,
  },
  { daysAgo: 25, site: 'aromos', by: ITO, do: 'approve RDI', rdi: 'recubrimiento', slot: 3 },
  { daysAgo: 24, site: 'aromos', by: JEFE, do: 'approve RDI', rdi: 'recubrimiento', slot: 1 },
  { site: 'aromos', by: JEFE, do: 'approve RDI', rdi: 'recubrimiento', slot: 2 },

  // A finished task, with its thread.
  {
    daysAgo: 23,
    minutes: 120,
    site: 'aromos',
    by: JEFE,
    do: 'create task',
    as: 'enfierradura',
    task: {
      title: 'Cubicación de enfierradura losa piso 3',
      description: 'Revisar la cubicación de fierro de la losa del piso 3 contra los planos de cálculo rev. C.',
      codeId: 2,
      priority: 2,
      responsibleId: TERRENO,
      participantIds: [ITO],
    },
  },
  {
    daysAgo: 23,
    minutes: 300,
    site: 'aromos',
    by: TERRENO,
    do: 'reply task',
    task: 'enfierradura',
    message:
      'Cubicación revisada:\n\n- Φ12: **4.820 kg**\n- Φ16: **2.310 kg**\n\nHay una diferencia de 3 % con el presupuesto por los traslapos del eje 4.',
    official: true,
  },
  {
    daysAgo: 22,
    minutes: 60,
    site: 'aromos',
    by: JEFE,
    do: 'reply task',
    task: 'enfierradura',
    message: 'Conforme. Se pide el fierro con la diferencia incluida.',
  },
  { daysAgo: 21, site: 'aromos', by: JEFE, do: 'close task', task: 'enfierradura' },

  // In progress, with replies on both sides.
  {
    daysAgo: 20,
    site: 'aromos',
    by: JEFE,
    do: 'create task',
    as: 'moldajes',
    task: {
      title: 'Desmolde de losa piso 6 antes de 7 días',
      description: 'Evaluar si se puede desmoldar la losa del piso 6 al día 5 con los resultados de probetas.',
      codeId: 2,
      responsibleId: TERRENO,
      participantIds: [ITO],
    },
  },
  {
    daysAgo: 18,
    site: 'aromos',
    by: TERRENO,
    do: 'reply task',
    task: 'moldajes',
    message:
      'Probetas a 3 días: **19,8 MPa** promedio (H30).\n\nPropongo mantener alzaprimas de reapuntalamiento en los paños 2 y 3.',
    official: true,
  },
  {
    daysAgo: 15,
    site: 'aromos',
    by: ITO,
    do: 'reply task',
    task: 'moldajes',
    message: 'Sin reapuntalamiento no se autoriza. Esperamos el ensayo a 7 días.',
  },
  {
    daysAgo: 10,
    site: 'aromos',
    by: TERRENO,
    do: 'reply task',
    task: 'moldajes',
    message: 'Ensayo a 7 días: _24,1 MPa_. Adjunto el informe del laboratorio.',
    official: true,
    attachment: demoPdf('informe-probetas-losa-piso-6.pdf', [
      'Informe de ensayo de probetas - Hormigón H30',
      'Obra: Edificio Parque Los Aromos - Losa piso 6',
      'Resistencia a 3 días: 19,8 MPa (promedio de 3 probetas)',
      'Resistencia a 7 días: 24,1 MPa (promedio de 3 probetas)',
    ]),
  },

  // Old system: answered, waiting on the Jefe OT's 'Finalizar RDI'.
  {
    daysAgo: 16,
    site: 'aguirre',
    by: TERRENO,
    do: 'create RDI',
    as: 'anclajes',
    rdi: {
      title: RDI_TO_FINISH,
      description: 'Los pernos de anclaje llegados a obra son de 3/4" y el detalle pide 7/8". ¿Se aceptan?',
      specialties: [{ id: 1, name: 'Estructura metálica' }],
      subject: 'Fundaciones de pilares',
    },
  },
  {
    daysAgo: 12,
    site: 'aguirre',
    by: ITO,
    do: 'reply RDI',
    rdi: 'anclajes',
    message: 'No se aceptan. Se deben reemplazar por pernos **7/8" ASTM F1554 Gr. 36** antes del hormigonado de dados.',
    official: true,
  },

  // Overdue: its critical date passed without an answer.
  {
    daysAgo: 14,
    site: 'aguirre',
    by: JEFE,
    do: 'create task',
    task: {
      title: 'Certificados de ensayo de hormigón H30 de fundaciones',
      description: 'Faltan los certificados del laboratorio de las fundaciones F1 a F12 para la carpeta de calidad.',
      codeId: 11,
      priority: 3,
      responsibleId: ITO,
      participantIds: [TERRENO],
      criticalInDays: 9,
    },
  },

  // Red light: waiting on the responsible for more than a week.
  {
    daysAgo: 12,
    minutes: 30,
    site: 'aromos',
    by: JEFE,
    do: 'create task',
    task: {
      title: 'Pasadas de shaft sanitario piso 5 sin dejar',
      description: 'En la losa del piso 5 no quedaron las pasadas del shaft S2. Definir si se pica o se perfora.',
      codeId: 3,
      priority: 2,
      responsibleId: ITO,
      participantIds: [TERRENO],
    },
  },

  // New system: waiting on the ITO's answer.
  {
    daysAgo: 9,
    site: 'aromos',
    by: TERRENO,
    do: 'create RDI',
    rdi: {
      title: 'Traslapo de enfierradura en vigas V-12',
      description: 'El traslapo de las barras Φ22 de la viga V-12 cae en el centro del vano. ¿Se puede desplazar?',
      specialties: [{ id: 2, name: 'Estructura' }],
      subject: 'Vigas y losas',
    },
  },

  // New system: answered and approved by the ITO, waiting on the creator's and the Jefe OT's approval.
  {
    daysAgo: 8,
    site: 'aromos',
    by: JEFE,
    do: 'create RDI',
    as: 'tableros',
    rdi: {
      title: 'Ubicación de tableros eléctricos en pisos tipo',
      description: 'El tablero TDA de los pisos tipo choca con la puerta del shaft. Proponemos moverlo 60 cm.',
      specialties: [{ id: 3, name: 'Instalaciones eléctricas' }],
      subject: 'Tableros',
    },
  },
  {
    daysAgo: 5,
    site: 'aromos',
    by: ITO,
    do: 'reply RDI',
    rdi: 'tableros',
    message: 'Se acepta mover el TDA **60 cm hacia el eje B**, manteniendo la altura de 1,60 m.',
    official: true,
  },
  { daysAgo: 4, site: 'aromos', by: ITO, do: 'approve RDI', rdi: 'tableros', slot: 3 },

  // Private to the Jefe OT and its responsible.
  {
    daysAgo: 5,
    minutes: 120,
    site: 'aromos',
    by: JEFE,
    do: 'create task',
    task: {
      title: 'Rendimiento de la cuadrilla de moldajes',
      description: 'Revisar el rendimiento m²/día de la cuadrilla de moldajes antes de la reunión con el subcontrato.',
      codeId: 11,
      responsibleId: TERRENO,
      private: true,
    },
  },

  // Old system: waiting on the ITO's answer.
  {
    daysAgo: 3,
    site: 'aguirre',
    by: JEFE,
    do: 'create RDI',
    rdi: {
      title: 'Juntas de dilatación en pavimento del patio de maniobras',
      description: '¿Las juntas de dilatación van selladas con poliuretano o con cordón y sello asfáltico?',
      specialties: [{ id: 2, name: 'Pavimentos' }],
      subject: 'Pavimentos exteriores',
    },
  },

  // Open, just created.
  {
    daysAgo: 2,
    site: 'aromos',
    by: JEFE,
    do: 'create task',
    task: {
      title: 'Retiro de escombros del acopio norte',
      description: 'Coordinar el retiro de escombros del acopio norte antes del hormigonado del viernes.',
      codeId: 10,
      responsibleId: TERRENO,
      participantIds: [ITO],
      criticalInDays: 5,
    },
  },
  {
    daysAgo: 1,
    site: 'aguirre',
    by: TERRENO,
    do: 'create task',
    task: {
      title: 'Nivelación de placas base eje A',
      description: 'Verificar con topografía la nivelación de las placas base del eje A antes del montaje.',
      codeId: 2,
      responsibleId: JEFE,
      participantIds: [ITO],
    },
  },
];

/** The ids of the items the story has created, by the names its steps give them. */
class StoryItems {
  private readonly ids = new Map<string, string>();

  remember(name: string | undefined, id: string): void {
    if (name) this.ids.set(name, id);
  }

  named(name: string): string {
    const id = this.ids.get(name);
    if (!id) throw new Error(`The demo story acts on '${name}' before creating it`);
    return id;
  }
}

/** Runs one step on its site, as its user. */
async function runStep(step: StoryStep, site: DemoSite, items: StoryItems): Promise<void> {
  switch (step.do) {
    case 'upload main model':
      await site.uploadMainModel(step.by, DEMO_MODEL_NAME, Buffer.from(demoModelIfc()));
      return;
    case 'create task':
      items.remember(step.as, await site.createTask(step.by, step.task));
      return;
    case 'reply task':
      await site.replyTask(step.by, items.named(step.task), step.message, step.official, step.attachment);
      return;
    case 'close task':
      await site.closeTask(step.by, items.named(step.task));
      return;
    case 'create RDI':
      items.remember(step.as, await site.createRdi(step.by, step.rdi));
      return;
    case 'reply RDI':
      await site.replyRdi(step.by, items.named(step.rdi), step.message, step.official);
      return;
    case 'finish RDI':
      await site.finishRdi(step.by, items.named(step.rdi), step.message);
      return;
    case 'approve RDI':
      await site.approveRdi(step.by, items.named(step.rdi), step.slot);
      return;
  }
}

/** Tells the story: every step is a user's command at its day, run through the pipeline, so the deciders decide everything. */
export async function seedDemoStory(
  pipeline: CommandPipeline,
  clock: StoryClock,
  files: InlineFileRecorder,
): Promise<void> {
  const sites: Record<Site, DemoSite> = {
    aromos: new DemoSite(pipeline, clock, files, NEW_SYSTEM_PROJECT, true),
    aguirre: new DemoSite(pipeline, clock, files, OLD_SYSTEM_PROJECT, false),
  };
  const items = new StoryItems();
  for (const step of STORY) {
    if (step.daysAgo !== undefined) clock.daysAgo(step.daysAgo, step.minutes);
    await runStep(step, sites[step.site], items);
  }
}
