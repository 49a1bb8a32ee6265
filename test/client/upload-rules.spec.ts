import {
  acceptedFiles,
  formatMbps,
  INLINE_LIMIT_BYTES,
  pickedFileRefusal,
  queuePhase,
  queueSummary,
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

describe('a file checked as it is picked, by the server’s list (issue 31)', () => {
  it('offers the upload type’s extensions in the input', () => {
    expect(acceptedFiles(8)).toBe('.dwg,.dwfx,.rvt,.nwc,.nwd,.ifc');
    expect(acceptedFiles(4).split(',')).toEqual(expect.arrayContaining(['.pdf', '.png', '.xlsx', '.ifc']));
  });

  it('refuses a type the server does not take, naming the file, in the server’s words', () => {
    expect(pickedFileRefusal(4, file('levantamiento.bin', 2_000))).toMatch(
      /^No se puede adjuntar «levantamiento\.bin»\. El archivo debe ser \.pdf, \.png, .*\.ifc\.$/,
    );
    expect(pickedFileRefusal(4, file('sin-extension', 10))).toMatch(/^No se puede adjuntar «sin-extension»\./);
    expect(pickedFileRefusal(8, file('captura.png', 10))).toBe(
      'No se puede adjuntar «captura.png». El archivo debe ser .dwg, .dwfx, .rvt, .nwc, .nwd, .ifc.',
    );
  });

  it('takes an accepted type whatever the case of its extension', () => {
    for (const name of ['Plano.PDF', 'foto.jpeg', 'Torre.Ifc']) expect(pickedFileRefusal(4, file(name, 10))).toBeNull();
    for (const name of ['a.dwg', 'b.DWFX', 'c.rvt', 'd.nwc', 'e.nwd', 'f.Ifc'])
      expect(pickedFileRefusal(8, file(name, 10))).toBeNull();
  });

  it('refuses a file larger than a whole project may hold', () =>
    expect(pickedFileRefusal(4, file('video.mp4', 11 * 1024 ** 3))).toBe(
      'No se puede adjuntar «video.mp4»: pesa más de 10 GB, lo que caben todos los archivos de un proyecto.',
    ));
});

describe('the upload center’s header', () => {
  it('counts what is on its way and what failed', () => {
    expect(queueSummary(queue('done'))).toBe('Sin cargas pendientes');
    expect(queueSummary(queue('done', 'failed'))).toBe('1 carga fallida');
    expect(queueSummary(queue('failed', 'failed'))).toBe('2 cargas fallidas');
    expect(queueSummary(queue('uploading', 'waiting', 'failed'))).toBe('2 pendientes · 1 carga fallida');
    expect(queueSummary(queue('uploading'))).toBe('1 pendiente');
  });
});

describe('where the upload queue stands, for the center to fold away', () => {
  it('is done only once every file is stored', () => {
    expect(queuePhase(queue('done', 'done'))).toBe('done');
    expect(queuePhase(queue('done', 'uploading'))).toBe('working');
    expect(queuePhase(queue('waiting'))).toBe('working');
  });

  it('keeps a refused file in sight, even beside files still on their way', () => {
    expect(queuePhase(queue('done', 'failed'))).toBe('failed');
    expect(queuePhase(queue('uploading', 'failed'))).toBe('failed');
  });
});
