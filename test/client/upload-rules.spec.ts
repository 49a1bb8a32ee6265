import {
  formatMbps,
  INLINE_LIMIT_BYTES,
  RDI_CREATION_INLINE_LIMIT_BYTES,
  splitByInlineLimit,
  uploadFailureReason,
  uploadFields,
  uploadPercent,
  uploadSpeed,
  uploadsToStart,
} from '../../client/src/lib/uploads/upload-rules';

const file = (name: string, size: number) => ({ name, size });
const queue = (...statuses: Array<'waiting' | 'uploading' | 'done' | 'failed'>) =>
  statuses.map((status, index) => ({ uuid: `u${index + 1}`, status }));

describe('files on send: inline or through the upload queue', () => {
  it('sends files under 1000 bytes inline and queues the rest', () => {
    const small = file('nota.txt', 999);
    const limit = file('plano.pdf', 1000);
    const big = file('foto.jpg', 250_000);
    expect(INLINE_LIMIT_BYTES).toBe(1000);
    expect(splitByInlineLimit([small, limit, big])).toEqual({ inline: [small], queued: [limit, big] });
  });

  it('takes files under 100000 bytes inline when an RDI is created', () => {
    const under = file('detalle.png', 99_999);
    const at = file('memoria.pdf', 100_000);
    expect(splitByInlineLimit([under, at], RDI_CREATION_INLINE_LIMIT_BYTES)).toEqual({ inline: [under], queued: [at] });
  });
});

describe('the upload queue', () => {
  it('starts up to 3 uploads, first queued first', () => {
    expect(uploadsToStart(queue('waiting', 'waiting', 'waiting', 'waiting', 'waiting'))).toEqual(['u1', 'u2', 'u3']);
  });

  it('starts the next one only when a running one ends', () => {
    expect(uploadsToStart(queue('uploading', 'uploading', 'uploading', 'waiting'))).toEqual([]);
    expect(uploadsToStart(queue('done', 'uploading', 'uploading', 'waiting', 'waiting'))).toEqual(['u4']);
    expect(uploadsToStart(queue('failed', 'uploading', 'waiting'))).toEqual(['u3']);
  });

  it('has nothing to start when nothing waits', () => {
    expect(uploadsToStart(queue('done', 'failed'))).toEqual([]);
    expect(uploadsToStart([])).toEqual([]);
  });

  it('sends the fields before the file, the payload as given and a trimmed description', () => {
    expect(uploadFields({ type: 8, payload: { project_id: 'p1', size: 2048 }, description: '  Torre A  ' })).toEqual([
      ['type', '8'],
      ['project_id', 'p1'],
      ['size', '2048'],
      ['description', 'Torre A'],
    ]);
    expect(uploadFields({ type: 1, payload: { task_id: 't1', project_id: 'p1' }, description: ' ' })).toEqual([
      ['type', '1'],
      ['task_id', 't1'],
      ['project_id', 'p1'],
    ]);
  });
});

describe('what the upload center shows', () => {
  it('gives speeds in megabits per second, with at most one decimal', () => {
    expect(formatMbps(1_000_000)).toBe('8 Mbps');
    expect(formatMbps(187_500)).toBe('1,5 Mbps');
  });

  it('measures the speed from the start of the upload', () => {
    expect(uploadSpeed(2_000_000, 1_000, 3_000)).toBe(1_000_000);
    expect(uploadSpeed(500, null, 3_000)).toBe(0);
    expect(uploadSpeed(500, 3_000, 3_000)).toBe(0);
  });

  it('gives the share sent, whole percent, never past 100', () => {
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(0, 0)).toBe(0);
    expect(uploadPercent(120, 100)).toBe(100);
  });

  it("says why an upload failed in the server's words", () => {
    const typeRefused = {
      code: 400,
      errors: [{ field: 'file', message: 'El contenido del archivo no corresponde a un archivo .ifc.' }],
    };
    expect(uploadFailureReason(400, typeRefused)).toBe('El contenido del archivo no corresponde a un archivo .ifc.');
    const quota = {
      code: 413,
      message: 'El proyecto no tiene espacio para este archivo: sus archivos pueden ocupar hasta 10,7 GB.',
    };
    expect(uploadFailureReason(413, quota)).toBe(quota.message);
    expect(uploadFailureReason(0, null)).toBe('No hay conexión con el servidor.');
    expect(uploadFailureReason(502, '<html>')).toBe('El servidor no aceptó el archivo (error 502).');
  });
});
