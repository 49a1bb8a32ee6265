import { HeadingIcon } from '@primer/octicons-react';
import MDEditor, { commands, type ICommand } from '@uiw/react-md-editor/nohighlight';
import { cloneElement, isValidElement } from 'react';
import styles from './markdown-editor.module.css';
import { safeUrl } from './markdown-safety';

/** The button carries the label: its icon (an <svg role="img"> without a name) is hidden from assistive technology. */
const hiddenIcon = (icon: ICommand['icon']) =>
  isValidElement<{ 'aria-hidden'?: boolean }>(icon) ? cloneElement(icon, { 'aria-hidden': true }) : icon;

/** A command whose button says `label` in Spanish on hover and to assistive technology, with the library's icon or `icon`. */
const spanish = (command: ICommand, label: string, icon: ICommand['icon'] = hiddenIcon(command.icon)): ICommand => ({
  ...command,
  icon,
  buttonProps: { ...command.buttonProps, 'aria-label': label, title: label },
});

/** A heading level, written in its menu as it will look. */
const heading = (command: ICommand, level: 1 | 2 | 3) =>
  spanish(command, `Encabezado ${level}`, <span className={styles[`heading${level}`]}>Encabezado {level}</span>);

/**
 * Spanish words instead of the library's English ones ('Heading 1', 'Add bold text'); headings 1 to 3
 * in one menu, 'Encabezado' (not 'Título': the forms' title field has that name).
 */
const toolbar: ICommand[] = [
  spanish(commands.bold, 'Negrita'),
  spanish(commands.italic, 'Cursiva'),
  spanish(commands.strikethrough, 'Tachado'),
  commands.group([heading(commands.heading1, 1), heading(commands.heading2, 2), heading(commands.heading3, 3)], {
    name: 'titulos',
    groupName: 'titulos',
    // The library's icon spells 'TITLE': a plain heading mark instead.
    icon: <HeadingIcon size={12} aria-hidden />,
    buttonProps: { 'aria-label': 'Encabezado', title: 'Encabezado' },
  }),
  commands.divider,
  spanish(commands.link, 'Enlace'),
  spanish(commands.quote, 'Cita'),
  spanish(commands.hr, 'Línea horizontal'),
  commands.divider,
  spanish(commands.unorderedListCommand, 'Lista'),
  spanish(commands.orderedListCommand, 'Lista numerada'),
  spanish(commands.checkedListCommand, 'Lista de verificación'),
];

/** Writing or seeing the result, said in words: the library's icons alone did not say what they switch. */
const extraToolbar: ICommand[] = [
  spanish(commands.codeEdit, 'Editar', <span className={styles.word}>Editar</span>),
  spanish(commands.codePreview, 'Vista previa', <span className={styles.word}>Vista previa</span>),
];

export interface MarkdownEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** The text area's accessible name. */
  label: string;
  placeholder: string;
  disabled?: boolean;
  height?: number;
  autoFocus?: boolean;
  /** The id of the text area, for a `<label htmlFor>` outside. */
  id?: string;
  /** The id of the text that describes the field (its error). */
  describedBy?: string;
  invalid?: boolean;
}

/**
 * The app's rich-text editor (markdown with a Spanish toolbar), for the status board and the
 * descriptions of tasks. The library is large: import this module lazily.
 */
export default function MarkdownEditor({
  value,
  onChange,
  label,
  placeholder,
  disabled = false,
  height = 280,
  autoFocus = false,
  id,
  describedBy,
  invalid = false,
}: MarkdownEditorProps) {
  return (
    <div data-color-mode="light">
      <MDEditor
        value={value}
        onChange={(next) => onChange(next ?? '')}
        preview="edit"
        height={height}
        commands={toolbar}
        extraCommands={extraToolbar}
        previewOptions={{ urlTransform: safeUrl }}
        textareaProps={{
          id,
          'aria-label': label,
          'aria-describedby': describedBy,
          'aria-invalid': invalid || undefined,
          placeholder,
          disabled,
        }}
        autoFocus={autoFocus}
      />
    </div>
  );
}
