/** web-ifc answers untyped STEP lines: each field is read as unknown and checked. */
export function field(source: unknown, key: string): unknown {
  return typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[key] : undefined;
}

/** The word of a STEP enumeration or label ({value: 'METRE'}), or null. */
export function word(source: unknown): string | null {
  const value = field(source, 'value');
  return typeof value === 'string' ? value : null;
}
