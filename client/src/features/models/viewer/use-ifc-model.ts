import { useEffect, useState } from 'react';
import type { Group } from 'three';
import { type ElementProperties, readElementProperties, readModelUnits } from './ifc-element-properties';
import { ifcEngine } from './ifc-engine';
import { buildModelMeshes } from './ifc-geometry';

/** An open model: its meshes, and the properties of any of its elements. */
export interface LoadedModel {
  meshes: Group;
  properties(expressId: number): Promise<ElementProperties>;
}

export type ModelLoad =
  /** `progress` from 0 to 1, null while the size is unknown. */
  | { phase: 'downloading'; progress: number | null }
  | { phase: 'processing'; progress: number }
  | { phase: 'ready'; model: LoadedModel }
  | { phase: 'failed'; message: string };

/** A failure the user reads as it is. */
class ModelLoadError extends Error {}

async function download(url: string, name: string, signal: AbortSignal, onProgress: (progress: number | null) => void) {
  try {
    const response = await fetch(url, { signal });
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
    const total = Number(response.headers.get('content-length')) || null;
    const chunks: Uint8Array[] = [];
    let received = 0;
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      chunks.push(read.value);
      received += read.value.length;
      onProgress(total ? Math.min(received / total, 1) : null);
    }
    const bytes = new Uint8Array(received);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.length;
    }
    return bytes;
  } catch {
    // An expired link answers 403, a lost connection throws: either way, open it again.
    throw new ModelLoadError(`No se pudo descargar el modelo «${name}». Vuelve a abrirlo desde la lista.`);
  }
}

/** Downloads an IFC file from a signed URL, opens it with web-ifc and meshes it, reporting each step. */
export function useIfcModel(url: string, name: string): ModelLoad {
  const [load, setLoad] = useState<ModelLoad>({ phase: 'downloading', progress: null });

  useEffect(() => {
    const aborted = new AbortController();
    let close = () => {};
    setLoad({ phase: 'downloading', progress: null });
    (async () => {
      const [api, bytes] = await Promise.all([
        ifcEngine().catch(() => {
          throw new ModelLoadError('No se pudo iniciar el visor de modelos en este navegador.');
        }),
        download(url, name, aborted.signal, (progress) => setLoad({ phase: 'downloading', progress })),
      ]);
      if (aborted.signal.aborted) return;
      setLoad({ phase: 'processing', progress: 0 });
      let modelId: number;
      try {
        modelId = api.OpenModel(bytes);
      } catch {
        modelId = -1;
      }
      if (modelId < 0) throw new ModelLoadError(`No se pudo leer el archivo «${name}»: no es un modelo IFC válido.`);
      close = () => api.CloseModel(modelId);
      const meshes = await buildModelMeshes(
        api,
        modelId,
        (done, total) => setLoad({ phase: 'processing', progress: done / total }),
        aborted.signal,
      );
      if (aborted.signal.aborted) return;
      if (meshes.children.length === 0) {
        throw new ModelLoadError(`El modelo «${name}» no tiene elementos con geometría para mostrar.`);
      }
      const units = readModelUnits(api, modelId);
      const properties = (expressId: number) => readElementProperties(api, modelId, expressId, units);
      setLoad({ phase: 'ready', model: { meshes, properties } });
    })().catch((error: unknown) => {
      if (aborted.signal.aborted) return;
      const message =
        error instanceof ModelLoadError ? error.message : `No se pudo leer el archivo «${name}» como modelo IFC.`;
      setLoad({ phase: 'failed', message });
    });
    return () => {
      aborted.abort();
      close();
    };
  }, [url, name]);

  return load;
}
