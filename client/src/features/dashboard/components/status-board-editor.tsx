import MDEditor, { commands, type ICommand } from '@uiw/react-md-editor/nohighlight';
import { safeUrl } from './markdown-safety';

/** The toolbar in Spanish: each command with the label its button shows on hover. */
const SPANISH: ReadonlyArray<[ICommand, string]> = [
  [commands.bold, 'Negrita'],
  [commands.italic, 'Cursiva'],
  [commands.strikethrough, 'Tachado'],
  [commands.title, 'Título'],
  [commands.divider, ''],
  [commands.link, 'Enlace'],
  [commands.quote, 'Cita'],
  [commands.hr, 'Línea horizontal'],
  [commands.divider, ''],
  [commands.unorderedListCommand, 'Lista'],
  [commands.orderedListCommand, 'Lista numerada'],
  [commands.checkedListCommand, 'Lista de verificación'],
];

const toolbar = SPANISH.map(([command, label]) =>
  label ? { ...command, buttonProps: { ...command.buttonProps, 'aria-label': label, title: label } } : command,
);

const modes = [
  [commands.codeEdit, 'Editar'],
  [commands.codeLive, 'Editar con vista previa'],
  [commands.codePreview, 'Vista previa'],
] as const;

const extraToolbar = modes.map(([command, label]) => ({
  ...command,
  buttonProps: { ...command.buttonProps, 'aria-label': label, title: label },
}));

interface StatusBoardEditorProps {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}

/** The markdown editor of the status board; loaded on demand, only for those who may edit. */
export default function StatusBoardEditor({ value, onChange, disabled }: StatusBoardEditorProps) {
  return (
    <div data-color-mode="light">
      <MDEditor
        value={value}
        onChange={(next) => onChange(next ?? '')}
        preview="edit"
        height={280}
        commands={toolbar}
        extraCommands={extraToolbar}
        previewOptions={{ urlTransform: safeUrl }}
        textareaProps={{
          'aria-label': 'Estado de la obra',
          placeholder: 'Escribe el estado de la obra. Puedes usar Markdown: **negrita**, listas, enlaces…',
          disabled,
        }}
        autoFocus
      />
    </div>
  );
}
