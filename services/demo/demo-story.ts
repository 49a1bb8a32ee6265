import type { InlineFileRecorder } from '../files/inline-files';
import type { CommandPipeline } from '../platform/commands/handle-command';
import { DEMO_MODEL_NAME, demoModelIfc } from './demo-model';
import { demoPdf } from './demo-report';
import { DemoSite } from './demo-site';
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

/**
 * Six weeks of two sites, in the order they happened: tasks in every state, RDI waiting on each
 * party, one finished on each close system. Every step is a user's command at its day.
 */
export async function seedDemoStory(
  pipeline: CommandPipeline,
  clock: StoryClock,
  files: InlineFileRecorder,
): Promise<void> {
  const aromos = new DemoSite(pipeline, clock, files, NEW_SYSTEM_PROJECT, true);
  const aguirre = new DemoSite(pipeline, clock, files, OLD_SYSTEM_PROJECT, false);
  const at = (days: number, minutes = 0) => clock.daysAgo(days, minutes);

  // The Jefe OT uploads the building's model to Planimetría and stars it: the dashboard draws it.
  at(34);
  await aromos.uploadMainModel(JEFE, DEMO_MODEL_NAME, Buffer.from(demoModelIfc()));

  // Old system: answered by the ITO, finished by the Jefe OT.
  at(33);
  const radier = await aguirre.createRdi(JEFE, {
    title: 'Espesor de radier en zona de racks',
    description: 'El plano de pavimentos indica 15 cm y la memoria de cálculo 18 cm para la zona de racks selectivos.',
    specialties: [{ id: 2, name: 'Pavimentos' }],
    subject: 'Pavimentos interiores',
  });
  at(31);
  await aguirre.replyRdi(
    ITO,
    radier,
    'Rige la memoria de cálculo: **18 cm**, hormigón H30 con malla ACMA C257 y juntas aserradas cada 4,5 m.',
    true,
  );
  at(29);
  await aguirre.finishRdi(JEFE, radier, 'Se ejecuta según la respuesta del ITO.');

  // New system: closed by the three approvals (the Jefe OT created it: creator's and Jefe OT's).
  at(28, 60);
  const recubrimiento = await aromos.createRdi(JEFE, {
    title: 'Recubrimiento de armaduras en muros del subterráneo',
    description: 'Confirmar el recubrimiento mínimo de muros en contacto con terreno: 4 o 5 cm.',
    specialties: [
      { id: 1, name: 'Obra gruesa' },
      { id: 2, name: 'Estructura' },
    ],
    subject: 'Muros de contención',
  });
  at(26);
  await aromos.replyRdi(ITO, recubrimiento, 'Recubrimiento de **5 cm** en caras contra terreno, según NCh 430.', true);
  at(25);
  await aromos.approveRdi(ITO, recubrimiento, 3);
  at(24);
  await aromos.approveRdi(JEFE, recubrimiento, 1);
  await aromos.approveRdi(JEFE, recubrimiento, 2);

  // A finished task, with its thread.
  at(23, 120);
  const enfierradura = await aromos.createTask(JEFE, {
    title: 'Cubicación de enfierradura losa piso 3',
    description: 'Revisar la cubicación de fierro de la losa del piso 3 contra los planos de cálculo rev. C.',
    codeId: 2,
    priority: 2,
    responsibleId: TERRENO,
    participantIds: [ITO],
  });
  at(23, 300);
  await aromos.replyTask(
    TERRENO,
    enfierradura,
    'Cubicación revisada:\n\n- Φ12: **4.820 kg**\n- Φ16: **2.310 kg**\n\nHay una diferencia de 3 % con el presupuesto por los traslapos del eje 4.',
    true,
  );
  at(22, 60);
  await aromos.replyTask(JEFE, enfierradura, 'Conforme. Se pide el fierro con la diferencia incluida.');
  at(21);
  await aromos.closeTask(JEFE, enfierradura);

  // In progress, with replies on both sides.
  at(20);
  const moldajes = await aromos.createTask(JEFE, {
    title: 'Desmolde de losa piso 6 antes de 7 días',
    description: 'Evaluar si se puede desmoldar la losa del piso 6 al día 5 con los resultados de probetas.',
    codeId: 2,
    responsibleId: TERRENO,
    participantIds: [ITO],
  });
  at(18);
  await aromos.replyTask(
    TERRENO,
    moldajes,
    'Probetas a 3 días: **19,8 MPa** promedio (H30).\n\nPropongo mantener alzaprimas de reapuntalamiento en los paños 2 y 3.',
    true,
  );
  at(15);
  await aromos.replyTask(ITO, moldajes, 'Sin reapuntalamiento no se autoriza. Esperamos el ensayo a 7 días.');
  at(10);
  await aromos.replyTask(
    TERRENO,
    moldajes,
    'Ensayo a 7 días: _24,1 MPa_. Adjunto el informe del laboratorio.',
    true,
    demoPdf('informe-probetas-losa-piso-6.pdf', [
      'Informe de ensayo de probetas - Hormigón H30',
      'Obra: Edificio Parque Los Aromos - Losa piso 6',
      'Resistencia a 3 días: 19,8 MPa (promedio de 3 probetas)',
      'Resistencia a 7 días: 24,1 MPa (promedio de 3 probetas)',
    ]),
  );

  // Old system: answered, waiting on the Jefe OT's 'Finalizar RDI'.
  at(16);
  const anclajes = await aguirre.createRdi(TERRENO, {
    title: RDI_TO_FINISH,
    description: 'Los pernos de anclaje llegados a obra son de 3/4" y el detalle pide 7/8". ¿Se aceptan?',
    specialties: [{ id: 1, name: 'Estructura metálica' }],
    subject: 'Fundaciones de pilares',
  });
  at(12);
  await aguirre.replyRdi(
    ITO,
    anclajes,
    'No se aceptan. Se deben reemplazar por pernos **7/8" ASTM F1554 Gr. 36** antes del hormigonado de dados.',
    true,
  );

  // Overdue: its critical date passed without an answer.
  at(14);
  await aguirre.createTask(JEFE, {
    title: 'Certificados de ensayo de hormigón H30 de fundaciones',
    description: 'Faltan los certificados del laboratorio de las fundaciones F1 a F12 para la carpeta de calidad.',
    codeId: 11,
    priority: 3,
    responsibleId: ITO,
    participantIds: [TERRENO],
    criticalInDays: 9,
  });

  // Red light: waiting on the responsible for more than a week.
  at(12, 30);
  await aromos.createTask(JEFE, {
    title: 'Pasadas de shaft sanitario piso 5 sin dejar',
    description: 'En la losa del piso 5 no quedaron las pasadas del shaft S2. Definir si se pica o se perfora.',
    codeId: 3,
    priority: 2,
    responsibleId: ITO,
    participantIds: [TERRENO],
  });

  // New system: waiting on the ITO's answer.
  at(9);
  await aromos.createRdi(TERRENO, {
    title: 'Traslapo de enfierradura en vigas V-12',
    description: 'El traslapo de las barras Φ22 de la viga V-12 cae en el centro del vano. ¿Se puede desplazar?',
    specialties: [{ id: 2, name: 'Estructura' }],
    subject: 'Vigas y losas',
  });

  // New system: answered and approved by the ITO, waiting on the creator's and the Jefe OT's approval.
  at(8);
  const tableros = await aromos.createRdi(JEFE, {
    title: 'Ubicación de tableros eléctricos en pisos tipo',
    description: 'El tablero TDA de los pisos tipo choca con la puerta del shaft. Proponemos moverlo 60 cm.',
    specialties: [{ id: 3, name: 'Instalaciones eléctricas' }],
    subject: 'Tableros',
  });
  at(5);
  await aromos.replyRdi(
    ITO,
    tableros,
    'Se acepta mover el TDA **60 cm hacia el eje B**, manteniendo la altura de 1,60 m.',
    true,
  );
  at(4);
  await aromos.approveRdi(ITO, tableros, 3);

  // Private to the Jefe OT and its responsible.
  at(5, 120);
  await aromos.createTask(JEFE, {
    title: 'Rendimiento de la cuadrilla de moldajes',
    description: 'Revisar el rendimiento m²/día de la cuadrilla de moldajes antes de la reunión con el subcontrato.',
    codeId: 11,
    responsibleId: TERRENO,
    private: true,
  });

  // Old system: waiting on the ITO's answer.
  at(3);
  await aguirre.createRdi(JEFE, {
    title: 'Juntas de dilatación en pavimento del patio de maniobras',
    description: '¿Las juntas de dilatación van selladas con poliuretano o con cordón y sello asfáltico?',
    specialties: [{ id: 2, name: 'Pavimentos' }],
    subject: 'Pavimentos exteriores',
  });

  // Open, just created.
  at(2);
  await aromos.createTask(JEFE, {
    title: 'Retiro de escombros del acopio norte',
    description: 'Coordinar el retiro de escombros del acopio norte antes del hormigonado del viernes.',
    codeId: 10,
    responsibleId: TERRENO,
    participantIds: [ITO],
    criticalInDays: 5,
  });
  at(1);
  await aguirre.createTask(TERRENO, {
    title: 'Nivelación de placas base eje A',
    description: 'Verificar con topografía la nivelación de las placas base del eje A antes del montaje.',
    codeId: 2,
    responsibleId: JEFE,
    participantIds: [ITO],
  });
}
