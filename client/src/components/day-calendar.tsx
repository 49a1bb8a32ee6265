import { ChevronLeftIcon, ChevronRightIcon } from '@primer/octicons-react';
import { IconButton } from '@primer/react';
import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { addDays, monthWeeks } from '../lib/chile-date';
import styles from './day-calendar.module.css';

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const WEEKDAYS = [
  ['lu', 'lunes'],
  ['ma', 'martes'],
  ['mi', 'miércoles'],
  ['ju', 'jueves'],
  ['vi', 'viernes'],
  ['sá', 'sábado'],
  ['do', 'domingo'],
] as const;

/** The arrow keys move a day or a week, as in every date picker. */
const KEY_DAYS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

const yearOf = (day: string) => Number(day.slice(0, 4));
const monthOf = (day: string) => Number(day.slice(5, 7));
const dayName = (day: string) => `${Number(day.slice(8, 10))} de ${MONTHS[monthOf(day) - 1]} de ${yearOf(day)}`;

interface DayCalendarProps {
  /** YYYY-MM-DD days: the one chosen, today (Chile's) and the earliest that may be chosen. */
  selected: string | null;
  today: string;
  min?: string;
  onPick: (day: string) => void;
  /** Set to the day that holds the focus, for the overlay to focus when it opens. */
  activeDayRef?: RefObject<HTMLButtonElement | null>;
}

/** A month of days in Spanish, Monday first; the arrow keys move between days, Enter picks one. */
export function DayCalendar({ selected, today, min, onPick, activeDayRef }: DayCalendarProps) {
  const [active, setActive] = useState(() => selected ?? (min && min > today ? min : today));
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const year = yearOf(active);
  const month = monthOf(active);

  useEffect(() => {
    // Only a move by key takes the focus; opening leaves it where the overlay puts it.
    if (!moved.current) return;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${active}"]`)?.focus();
  }, [active]);

  const move = (day: string) => {
    moved.current = true;
    setActive(day);
  };
  const shiftMonth = (delta: number) => {
    const first = new Date(Date.UTC(year, month - 1 + delta, 1)).toISOString().slice(0, 10);
    // The day that takes the focus must be one that can be chosen.
    setActive(min && first < min && min.slice(0, 7) === first.slice(0, 7) ? min : first);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const days = KEY_DAYS[event.key];
    if (days === undefined) return;
    event.preventDefault();
    const next = addDays(active, days);
    if (!min || next >= min) move(next);
  };

  return (
    <div className={styles.calendar}>
      <div className={styles.heading}>
        <IconButton
          icon={ChevronLeftIcon}
          aria-label="Mes anterior"
          variant="invisible"
          onClick={() => shiftMonth(-1)}
        />
        <span className={styles.month} aria-live="polite">
          {MONTHS[month - 1]} {year}
        </span>
        <IconButton
          icon={ChevronRightIcon}
          aria-label="Mes siguiente"
          variant="invisible"
          onClick={() => shiftMonth(1)}
        />
      </div>
      <table ref={grid} className={styles.grid} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(year, month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) =>
                day ? (
                  <td key={day}>
                    <button
                      type="button"
                      className={styles.day}
                      data-day={day}
                      aria-label={dayName(day)}
                      aria-pressed={day === selected}
                      aria-current={day === today ? 'date' : undefined}
                      disabled={Boolean(min && day < min)}
                      tabIndex={day === active ? 0 : -1}
                      ref={day === active ? activeDayRef : undefined}
                      onClick={() => onPick(day)}
                    >
                      {Number(day.slice(8, 10))}
                    </button>
                  </td>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an empty cell has only its place in the week.
                  <td key={index} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
