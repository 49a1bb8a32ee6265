import MDEditor, { commands, type ICommand } from '@uiw/react-md-editor/nohighlight';
import { cloneElement, isValidElement } from 'react';
import { safeUrl } from './markdown-safety';

/** The toolbar in Spanish: each command with the label its button shows on hover; headings 1 to 3. */
const SPANISH: ReadonlyArray<[ICommand, string]> = [
  [commands.bold, 'Negrita'],
  [commands.italic, 'Cursiva'],
  [commands.strikethrough, 'Tachado'],
  [commands.title1, 'Encabezado 1'],
  [commands.title2, 'Encabezado 2'],
  [commands.title3, 'Encabezado 3'],
  [commands.divider, ''],
  [commands.link, 'Enlace'],
  [commands.quote, 'Cita'],
  [commands.hr, 'Línea horizontal'],
  [commands.divider, ''],
  [commands.unorderedListCommand, 'Lista'],
  [commands.orderedListCommand, 'Lista numerada'],
  [commands.checkedListCommand, 'Lista de verificación'],
];

/** The button carries the label: its icon (an <svg role="img"> without a name) is hidden from assistive technology. */
const hiddenIcon = (icon: ICommand['icon']) =>
  isValidElement<{ 'aria-hidden'?: boolean }>(icon) ? cloneElement(icon, { 'aria-hidden': true }) : icon;

const toolbar = SPANISH.map(([command, label]) =>
  label
    ? {
        ...command,
        icon: hiddenIcon(command.icon),
        buttonProps: { ...command.buttonProps, 'aria-label': label, title: label },
      }
    : command,
);

const modes = [
  [commands.codeEdit, 'Editar'],
  [commands.codeLive, 'Editar con vista previa'],
  [commands.codePreview, 'Vista previa'],
] as const;

const extraToolbar = modes.map(([command, label]) => ({
  ...command,
  icon: hiddenIcon(command.icon),
  buttonProps: { ...command.buttonProps, 'aria-label': label, title: label },
}));

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
