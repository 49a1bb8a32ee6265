import Handlebars from 'handlebars';
import type { MailText } from './quoted-text';

/**
 * Spanish e-mails, HTML and text, rendered with handlebars (values are escaped in HTML). The card
 * is 560 px wide at most and narrows on a phone; the long link breaks rather than widen it.
 */
const layout = (body: string) => `<!doctype html>
<html lang="es"><body style="margin:0;background:#f6f8fa;font-family:Arial,Helvetica,sans-serif;color:#1f2328">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="width:100%;max-width:560px;background:#ffffff;border:1px solid #d1d9e0;border-radius:8px">
<tr><td style="padding:24px 32px;border-bottom:1px solid #d1d9e0;font-size:20px;font-weight:bold;color:#0969da">Faena</td></tr>
<tr><td style="padding:24px 32px;font-size:15px;line-height:1.5">${body}</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #d1d9e0;font-size:12px;color:#59636e">Este correo fue enviado automáticamente por Faena. Si no esperabas recibirlo, puedes ignorarlo.</td></tr>
</table></td></tr></table></body></html>`;

export const button = (label: string) =>
  `<p style="margin:24px 0"><a href="{{link}}" style="background:#1f883d;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${label}</a></p>
<p style="font-size:13px;color:#59636e">Si el botón no funciona, copia este enlace en tu navegador:<br><a href="{{link}}" style="word-break:break-all">{{link}}</a></p>`;

export interface MailTemplate<Values> {
  subject: (values: Values) => string;
  html: (values: Values) => string;
  text: (values: Values) => string;
}

export function template<Values>(subject: string, html: string, text: string): MailTemplate<Values> {
  return {
    subject: Handlebars.compile(subject, { noEscape: true }),
    html: Handlebars.compile(layout(html), { strict: true }),
    text: Handlebars.compile(text, { noEscape: true, strict: true }),
  };
}

export const invitationMail = template<{ name: string; invitedBy: string; link: string; days: number }>(
  'Te damos la bienvenida a Faena',
  `<p>Hola {{name}}:</p>
<p>{{invitedBy}} te ha creado una cuenta en Faena, la plataforma de gestión de obras. Para ingresar, crea tu contraseña:</p>
${button('Crear mi contraseña')}
<p>El enlace es válido por {{days}} días y puede usarse una sola vez.</p>`,
  `Hola {{name}}:

{{invitedBy}} te ha creado una cuenta en Faena, la plataforma de gestión de obras. Para ingresar, crea tu contraseña en este enlace:

{{link}}

El enlace es válido por {{days}} días y puede usarse una sola vez.`,
);

export const resetMail = template<{ name: string; link: string }>(
  'Reestablecer tu contraseña de Faena',
  `<p>Hola {{name}}:</p>
<p>Recibimos una solicitud para reestablecer la contraseña de tu cuenta en Faena.</p>
${button('Reestablecer contraseña')}
<p>El enlace es válido por una hora y puede usarse una sola vez. Si no solicitaste este cambio, ignora este correo: tu contraseña sigue siendo la misma.</p>`,
  `Hola {{name}}:

Recibimos una solicitud para reestablecer la contraseña de tu cuenta en Faena. Para hacerlo, abre este enlace:

{{link}}

El enlace es válido por una hora y puede usarse una sola vez. Si no solicitaste este cambio, ignora este correo: tu contraseña sigue siendo la misma.`,
);

/** What every item e-mail says of its item: its kind's words, number, title, project, text and link. */
interface ItemMailValues {
  label: string;
  noun: string;
  action: string;
  sender: string;
  number: number;
  title: string;
  project: string;
  /** The item's description, by `writtenText` (its HTML is safe to insert). */
  description: MailText;
  link: string;
}

// Every item e-mail's subject names its project first, so an inbox sorts by where it happened,
// then what happened to which item.

export const itemCopyMail = template<ItemMailValues>(
  '[{{project}}] Copia de {{label}} Nº {{number}}: {{title}}',
  `<p>{{sender}} te envió una copia de {{noun}} Nº {{number}} «{{title}}» del proyecto {{project}}.</p>
<div style="margin:16px 0;padding:4px 16px;background:#f6f8fa;border-left:4px solid #d1d9e0">{{{description.html}}}</div>
${button('{{action}}')}
<p style="font-size:13px;color:#59636e">Para abrirla necesitas una cuenta de Faena con acceso al proyecto.</p>`,
  `{{sender}} te envió una copia de {{noun}} Nº {{number}} «{{title}}» del proyecto {{project}}.

{{description.text}}

{{action}}: {{link}}

Para abrirla necesitas una cuenta de Faena con acceso al proyecto.`,
);

/** An item sent with 'Enviar por correo': who sent it, their message, the item and its files' links. */
export const itemSentMail = template<
  ItemMailValues & {
    message: string;
    attachments: Array<{ name: string; url: string }>;
    facts: Array<{ label: string; value: string }>;
    /** `said` whole, by `writtenText` (its HTML is safe to insert). */
    interactions: Array<{ heading: string; said: MailText; files: string[] }>;
    days: number;
  }
>(
  '[{{project}}] {{sender}} te envió {{noun}} Nº {{number}}: {{title}}',
  `<p>{{sender}} te envió {{noun}} Nº {{number}} «{{title}}» del proyecto {{project}}.</p>
{{#if message}}<p style="margin:16px 0;white-space:pre-line">{{message}}</p>{{/if}}
{{#if facts.length}}<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0;font-size:14px">{{#each facts}}
<tr><td style="padding:2px 12px 2px 0;color:#59636e;vertical-align:top;white-space:nowrap">{{label}}</td><td style="padding:2px 0">{{value}}</td></tr>{{/each}}</table>{{/if}}
<div style="margin:16px 0;padding:4px 16px;background:#f6f8fa;border-left:4px solid #d1d9e0">{{{description.html}}}</div>
{{#if interactions.length}}<p style="margin:16px 0 4px;font-weight:bold">Interacciones</p>{{#each interactions}}
<div style="margin:8px 0;padding:8px 12px;border-left:4px solid #d1d9e0"><div style="font-size:13px;color:#59636e">{{heading}}</div><div>{{{said.html}}}</div>{{#if files.length}}
<div style="font-size:13px;color:#59636e">Archivos: {{#each files}}{{#unless @first}}, {{/unless}}{{this}}{{/each}}</div>{{/if}}</div>{{/each}}{{/if}}
{{#if attachments.length}}<p style="margin:16px 0 4px">Archivos (los enlaces funcionan por {{days}} días):</p>
<ul style="margin:0;padding-left:20px">{{#each attachments}}<li><a href="{{url}}">{{name}}</a></li>{{/each}}</ul>{{/if}}
${button('{{action}}')}
<p style="font-size:13px;color:#59636e">Para abrirla necesitas una cuenta de Faena con acceso al proyecto.</p>`,
  `{{sender}} te envió {{noun}} Nº {{number}} «{{title}}» del proyecto {{project}}.
{{#if message}}

{{message}}{{/if}}
{{#if facts.length}}

{{#each facts}}{{label}}: {{value}}
{{/each}}{{/if}}

{{description.text}}
{{#if interactions.length}}

Interacciones:
{{#each interactions}}
- {{heading}}
  {{said.text}}
{{#if files.length}}  Archivos: {{#each files}}{{#unless @first}}, {{/unless}}{{this}}{{/each}}
{{/if}}{{/each}}{{/if}}
{{#if attachments.length}}

Archivos (los enlaces funcionan por {{days}} días):
{{#each attachments}}- {{name}}: {{url}}
{{/each}}{{/if}}

{{action}}: {{link}}

Para abrirla necesitas una cuenta de Faena con acceso al proyecto.`,
);

/** Changes to an item a user takes part in, gathered (docs/decisions.md, "Correos de avisos"). */
export const itemChangesMail = template<
  Omit<ItemMailValues, 'sender' | 'description'> & {
    /** `said`: what a comment or reply said, quoted by `quotedText` (its HTML is safe to insert). */
    changes: Array<{ who: string; action: string; time: string; said: MailText | null }>;
  }
>(
  '[{{project}}] Novedades en {{label}} Nº {{number}}: {{title}}',
  `<p>Novedades en {{noun}} Nº {{number}} «{{title}}» del proyecto {{project}}:</p>
<ul style="margin:16px 0;padding-left:20px">{{#each changes}}<li style="margin:4px 0"><b>{{who}}</b> {{action}} <span style="color:#59636e">· {{time}}</span>{{#if said}}
<div style="margin:4px 0 8px;padding:8px 12px;background:#f6f8fa;border-left:4px solid #d1d9e0">{{{said.html}}}</div>{{/if}}</li>{{/each}}</ul>
${button('{{action}}')}
<p style="font-size:13px;color:#59636e">Recibes este correo porque participas en {{noun}} o la sigues. Puedes dejar de recibirlos en Opciones del Proyecto, 'No quiero recibir email'.</p>`,
  `Novedades en {{noun}} Nº {{number}} «{{title}}» del proyecto {{project}}:

{{#each changes}}
- {{who}} {{action}} · {{time}}
{{#if said}}  «{{said.text}}»
{{/if}}{{/each}}

{{action}}: {{link}}

Recibes este correo porque participas en {{noun}} o la sigues. Puedes dejar de recibirlos en Opciones del Proyecto, 'No quiero recibir email'.`,
);
