import { Heading, Spinner } from '@primer/react';
import type { ElementProperties } from './ifc-element-properties';
import styles from './ifc-viewer.module.css';

export type PickedElement =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'ready'; element: ElementProperties }
  | { state: 'failed' };

function Definitions({ entries }: { entries: ReadonlyArray<readonly [string, string]> }) {
  return (
    <dl className={styles.definitions}>
      {entries.map(([term, value]) => (
        <div key={term} className={styles.definition}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Details({ element }: { element: ElementProperties }) {
  return (
    <>
      <Definitions
        entries={[
          ['Nombre', element.name],
          ['Tipo IFC', element.ifcType],
          ['GlobalId', element.globalId],
        ]}
      />
      {element.propertySets.length === 0 && (
        <p className={styles.hint}>El elemento no tiene conjuntos de propiedades.</p>
      )}
      {element.propertySets.map((set) => (
        <section key={set.name} aria-label={set.name}>
          <Heading as="h3" variant="small" className={styles.setTitle}>
            {set.name}
          </Heading>
          <Definitions entries={set.properties.map((property) => [property.name, property.value] as const)} />
        </section>
      ))}
    </>
  );
}

/** The side panel: what the user picked in the model, or how to pick. */
export function ElementPropertiesPanel({ picked }: { picked: PickedElement }) {
  return (
    <aside className={styles.panel} aria-labelledby="ifc-properties-title">
      <Heading as="h2" variant="small" id="ifc-properties-title">
        Propiedades
      </Heading>
      {picked.state === 'none' && (
        <p className={styles.hint}>Haz click en un elemento del modelo para ver sus propiedades.</p>
      )}
      {picked.state === 'loading' && <Spinner size="small" srText="Cargando propiedades" />}
      {picked.state === 'failed' && <p className={styles.hint}>No se pudieron leer las propiedades del elemento.</p>}
      {picked.state === 'ready' && <Details element={picked.element} />}
    </aside>
  );
}
