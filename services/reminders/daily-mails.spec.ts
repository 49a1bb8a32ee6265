import type { AppConfig } from '../platform/config/config';
import type { Mailer, MailMessage } from '../platform/mailer/mailer.port';
import { DailyMails, dayText, REPORT_LIST_LIMIT } from './daily-mails';
import type { ProjectReport } from './daily-report.query';
import type { ItemSummary } from './reminded-items';

const sent: MailMessage[] = [];
const mailer: Mailer = {
  send: async (message) => {
    sent.push(message);
    return `m${sent.length}`;
  },
};
const mails = new DailyMails(mailer, { publicUrl: 'https://faena.example.cl' } as AppConfig);
const javiera = { _id: 'demo-jefe-ot', name: 'Javiera Soto', email: 'jefe.ot@faena.cl' };

const item = (over: Partial<ItemSummary> = {}): ItemSummary => ({
  item_type: 1,
  id: 't1',
  number: 12,
  title: 'Revisar <moldajes>',
  project_id: 'p1',
  created_by: 'ana',
  label: 'Tarea',
  path: '/consultas?task=t1',
  ...over,
});

describe('the daily e-mails', () => {
  beforeEach(() => {
    sent.length = 0;
  });

  it('names the day in Spanish', () => {
    expect(dayText('2026-11-24')).toBe('martes 24 de noviembre');
    expect(dayText('2026-11-29')).toBe('domingo 29 de noviembre');
  });

  it("tells the report's changes with who did them, in the item's grammatical gender, and what waits since when", async () => {
    const report: ProjectReport = {
      project: { id: 'p1', name: 'Edificio Parque Los Aromos' },
      changes: [
        {
          item: item(),
          what: [
            { kind: 'created', by: 'Ana Pérez' },
            { kind: 'answered', by: 'Rita Díaz' },
          ],
        },
        {
          item: item({ item_type: 3, id: 'a1', label: 'Adicional', number: 3 }),
          what: [{ kind: 'closed', by: 'Iris' }],
        },
      ],
      waiting: [
        {
          item: item({ item_type: 2, id: 'r1', label: 'RDI', number: 7, title: 'Armadura' }),
          since: '2026-11-20T02:00:00Z',
        },
      ],
    };
    await mails.report(javiera, '2026-11-24', [report]);
    const [mail] = sent;
    expect(mail).toMatchObject({ to: 'jefe.ot@faena.cl', subject: 'Reporte diario de Faena: martes 24 de noviembre' });
    expect(mail!.text).toContain('Edificio Parque Los Aromos');
    expect(mail!.text).toContain(
      '- Tarea Nº 12 «Revisar <moldajes>»: creada por Ana Pérez, respondida por Rita Díaz\n  https://faena.example.cl/consultas?task=t1',
    );
    expect(mail!.text).toContain('- Adicional Nº 3 «Revisar <moldajes>»: cerrado por Iris');
    // 02:00 UTC on the 20th is still the 19th in Santiago.
    expect(mail!.text).toContain('- RDI Nº 7 «Armadura», desde el 19/11/2026');
    expect(mail!.html).toContain('Revisar &lt;moldajes&gt;');
    expect(mail!.html).not.toContain('<moldajes>');
  });

  it('lists the first entries of a long list and counts the rest', async () => {
    const many = Array.from({ length: REPORT_LIST_LIMIT + 3 }, (_, i) => ({
      item: item({ id: `t${i}`, number: i + 1 }),
      since: '2026-11-20T15:00:00Z',
    }));
    await mails.report(javiera, '2026-11-24', [{ project: { id: 'p1', name: 'Obra' }, changes: [], waiting: many }]);
    expect(sent[0]!.text).toContain(`Nº ${REPORT_LIST_LIMIT} «`);
    expect(sent[0]!.text).not.toContain(`Nº ${REPORT_LIST_LIMIT + 1} «`);
    expect(sent[0]!.text).toContain('y 3 más.');
    expect(sent[0]!.text).not.toContain('Novedades');
  });
});
