import { CalendarIcon } from '@primer/octicons-react';
import { AnchoredOverlay, TextInput, useFormControlForwardedProps } from '@primer/react';
import { useRef, useState } from 'react';
import { chileToday, formatDay, parseDay } from '../lib/chile-date';
import { DayCalendar } from './day-calendar';

interface DateInputProps {
  /** The day as the user sees it, DD-MM-YYYY (or what they typed); `parseDay` gives the API's form. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The earliest day the calendar offers (YYYY-MM-DD). */
  min?: string;
  validationStatus?: 'error';
  name?: string;
}

/**
 * A day typed as DD-MM-YYYY or picked from a Spanish calendar, whatever the browser's locale
 * (a native date input shows mm/dd/yyyy in an English browser). Use it inside a FormControl.
 */
export function DateInput(props: DateInputProps) {
  const { value, onChange, onBlur, min, validationStatus, name, ...control } = useFormControlForwardedProps(props);
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  // The calendar opens with the focus on the chosen day (or today).
  const activeDay = useRef<HTMLButtonElement>(null);
  const selected = parseDay(value);

  // "1/2/2026" becomes "01-02-2026" once the user leaves the field, so it reads as it will be kept.
  const leave = () => {
    if (selected && formatDay(selected) !== value) onChange(formatDay(selected));
    onBlur?.();
  };
  const pick = (day: string) => {
    onChange(formatDay(day));
    setOpen(false);
    onBlur?.();
  };

  return (
    <div ref={anchor}>
      <TextInput
        {...control}
        name={name}
        block
        value={value}
        placeholder="DD-MM-AAAA"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        onChange={(event) => onChange(event.target.value)}
        onBlur={leave}
        validationStatus={validationStatus}
        trailingAction={
          <TextInput.Action
            icon={CalendarIcon}
            aria-label="Elegir fecha en el calendario"
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
            disabled={control.disabled}
          />
        }
      />
      <AnchoredOverlay
        renderAnchor={null}
        anchorRef={anchor}
        open={open}
        onClose={() => setOpen(false)}
        align="end"
        width="auto"
        focusZoneSettings={{ disabled: true }}
        focusTrapSettings={{ initialFocusRef: activeDay }}
        overlayProps={{ role: 'dialog', 'aria-label': 'Calendario' }}
      >
        <DayCalendar selected={selected} today={chileToday()} min={min} onPick={pick} activeDayRef={activeDay} />
      </AnchoredOverlay>
    </div>
  );
}
