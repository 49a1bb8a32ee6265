/**
 * Placeholder of the upcaster registry (owned by the "events" work): only the interface the
 * features' upcaster lists need to compile.
 */
export interface Upcaster {
  type: string;
  fromVersion: number;
  upcast(data: Record<string, unknown>): Record<string, unknown>;
}
