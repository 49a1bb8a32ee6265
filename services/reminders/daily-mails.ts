import { Inject, Injectable } from '@nestjs/common';
import type { ActivityKind } from '../../projections/reminders/report-activity.projection';
import { button, type MailTemplate, template } from '../mail/templates';
import { chileDate } from '../platform/clock/calendar';
import type { AppConfig } from '../platform/config/config';
import { MAILER, type Mailer, type MailPurpose } from '../platform/mailer/mailer.port';
import { APP_CONFIG } from '../platform/platform.providers';
import type { ProjectReport } from './daily-report.query';
import type { ItemSummary } from './reminded-items';
import type { DayReminder } from './reminders-of-day.query';

/** How many entries of each list a report shows per project; the rest are counted ('y 3 más'). */
export const REPORT_LIST_LIMIT = 10;

interface ItemLine {
  label: string;
  number: number;
  title: string;
  link: string;
}

/** A list of items: linked in HTML; in text, one item a line with its link below (block tags on lines of their own). */
const itemList = (name: string, extra: string, textExtra: string) => ({
  html: `<ul style="margin:0 0 16px;padding-left:20px">{{#each ${name}}}<li style="margin:0 0 6px"><a href="{{link}}">{{label}} Nº {{number}}</a> «{{title}}»${extra}</li>{{/each}}</ul>`,
  text: `{{#each ${name}}}
- {{label}} Nº {{number}} «{{title}}»${textExtra}
  {{link}}
{{/each}}`,
});

const reminderList = itemList('items', ' <span style="color:#59636e">· {{project}}</span>', ' ({{project}})');

export const remindersMail = template<{
  name: string;
  day: string;
  items: Array<ItemLine & { project: string }>;
  link: string;
}>(
  'Tus recordatorios del {{day}}',
  `<p>Hola {{name}}:</p>
<p>Estos son tus recordatorios semanales de hoy, {{day}}:</p>
${reminderList.html}
${button('Abrir Faena')}
<p style="font-size:13px;color:#59636e">Recibes este correo porque elegiste este día en el recordatorio semanal de cada uno. Puedes cambiar los días en su detalle.</p>`,
  `Hola {{name}}:

Estos son tus recordatorios semanales de hoy, {{day}}:

${reminderList.text}

Recibes este correo porque elegiste este día en el recordatorio semanal de cada uno. Puedes cambiar los días en su detalle.`,
);

const changeList = itemList('changes', ': {{what}}', ': {{what}}');
const waitingList = itemList('waiting', ', desde el {{since}}', ', desde el {{since}}');
const heading = (text: string) => `<p style="margin:16px 0 6px;font-weight:bold">${text}</p>`;
const more = (count: string) =>
  `{{#if ${count}}}<p style="margin:0 0 16px;color:#59636e">y {{${count}}} más.</p>{{/if}}`;
const moreText = (count: string) => `{{#if ${count}}}
y {{${count}}} más.
{{/if}}`;

export const dailyReportMail = template<{
  name: string;
  day: string;
  projects: Array<{
    name: string;
    changes: Array<ItemLine & { what: string }>;
    moreChanges: number;
    waiting: Array<ItemLine & { since: string }>;
    moreWaiting: number;
  }>;
  link: string;
}>(
  'Reporte diario de Faena: {{day}}',
  `<p>Hola {{name}}:</p>
<p>Esto es lo que cambió en tus proyectos desde el reporte anterior, y lo que espera tu respuesta.</p>
{{#each projects}}<h2 style="margin:24px 0 8px;font-size:17px;color:#1f2328">{{name}}</h2>
{{#if changes.length}}${heading('Novedades')}${changeList.html}${more('moreChanges')}{{/if}}
{{#if waiting.length}}${heading('Esperan tu respuesta')}${waitingList.html}${more('moreWaiting')}{{/if}}
{{/each}}
${button('Abrir Faena')}
<p style="font-size:13px;color:#59636e">Recibes este reporte porque tienes activados los «Reportes diarios» en las opciones de estos proyectos.</p>`,
  `Hola {{name}}:

Esto es lo que cambió en tus proyectos desde el reporte anterior, y lo que espera tu respuesta.
{{#each projects}}

{{name}}
{{#if changes.length}}

Novedades:
${changeList.text}
${moreText('moreChanges')}
{{/if}}
{{#if waiting.length}}

Esperan tu respuesta:
${waitingList.text}
${moreText('moreWaiting')}
{{/if}}
{{/each}}

Recibes este reporte porque tienes activados los «Reportes diarios» en las opciones de estos proyectos.`,
);

const DAY_NAME = new Intl.DateTimeFormat('es-CL', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** 'martes 24 de noviembre'. */
export const dayText = (day: string) => DAY_NAME.format(new Date(`${day}T12:00:00Z`)).replace(',', '');

/** DD/MM/YYYY of an instant, in Chile. */
const dateText = (at: string) => chileDate(new Date(at)).split('-').reverse().join('/');

/** Tasks and RDI are feminine, additionals (and possible additionals) masculine. */
const VERBS: Record<ActivityKind, [feminine: string, masculine: string]> = {
  created: ['creada', 'creado'],
  answered: ['respondida', 'respondido'],
  closed: ['cerrada', 'cerrado'],
};

/** 'creada por Javiera Soto, respondida por Ignacio Toro'. */
export function changeText(item: ItemSummary, what: ProjectReport['changes'][number]['what']): string {
  const masculine = item.label === 'Adicional' || item.label === 'Posible adicional' ? 1 : 0;
  return what.map(({ kind, by }) => `${VERBS[kind][masculine]}${by ? ` por ${by}` : ''}`).join(', ');
}

export interface MailUser {
  _id: string;
  name: string;
  email: string;
}

/**
 * The e-mails of the day: the user's weekly reminders, and their daily report. A failure of the
 * mail server is thrown, for the scheduler to record and try again.
 */
@Injectable()
export class DailyMails {
  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  reminders(user: MailUser, day: string, reminders: readonly DayReminder[]): Promise<void> {
    const items = reminders.map(({ item, project }) => ({ ...this.line(item.summary), project: project.name }));
    return this.send('reminders', remindersMail, user, {
      name: user.name,
      day: dayText(day),
      items,
      link: this.config.publicUrl,
    });
  }

  report(user: MailUser, day: string, reports: readonly ProjectReport[]): Promise<void> {
    const projects = reports.map((report) => ({
      name: report.project.name,
      changes: report.changes
        .slice(0, REPORT_LIST_LIMIT)
        .map((change) => ({ ...this.line(change.item), what: changeText(change.item, change.what) })),
      moreChanges: Math.max(0, report.changes.length - REPORT_LIST_LIMIT),
      waiting: report.waiting
        .slice(0, REPORT_LIST_LIMIT)
        .map((waiting) => ({ ...this.line(waiting.item), since: dateText(waiting.since) })),
      moreWaiting: Math.max(0, report.waiting.length - REPORT_LIST_LIMIT),
    }));
    return this.send('daily_report', dailyReportMail, user, {
      name: user.name,
      day: dayText(day),
      projects,
      link: this.config.publicUrl,
    });
  }

  private line(item: ItemSummary): ItemLine {
    return { label: item.label, number: item.number, title: item.title, link: `${this.config.publicUrl}${item.path}` };
  }

  private async send<Values>(
    purpose: MailPurpose,
    mail: MailTemplate<Values>,
    user: MailUser,
    values: Values,
  ): Promise<void> {
    await this.mailer.send(
      { to: user.email, subject: mail.subject(values), html: mail.html(values), text: mail.text(values) },
      { purpose, userId: user._id },
    );
  }
}
