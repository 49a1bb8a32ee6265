import type { Icon } from '@primer/octicons-react';
import { Button, IconButton } from '@primer/react';

interface HeaderActionProps {
  icon: Icon;
  label: string;
  onClick: () => void;
  /** On phones the label becomes the icon's tooltip, so the header fits (spec 2.6 mobile variant). */
  compact: boolean;
  primary?: boolean;
  loading?: boolean;
}

/** One action button of the header. */
export function HeaderAction({ icon, label, onClick, compact, primary = false, loading = false }: HeaderActionProps) {
  const variant = primary ? 'primary' : 'default';
  if (compact) {
    return (
      <IconButton
        icon={icon}
        aria-label={label}
        size="small"
        variant={variant}
        loading={loading}
        loadingAnnouncement="Procesando"
        onClick={onClick}
      />
    );
  }
  return (
    <Button
      leadingVisual={icon}
      size="small"
      variant={variant}
      loading={loading}
      loadingAnnouncement="Procesando"
      onClick={onClick}
    >
      {label}
    </Button>
  );
}
