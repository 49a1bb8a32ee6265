/** A one-line progress bar on stderr with the rate so far: `[#####-----]  50%  500/1000  250 eventos/s`. */
export function progressBar(label: string, width = 30) {
  const started = Date.now();
  let lastDrawn = 0;
  return (done: number, total: number): void => {
    const now = Date.now();
    if (done < total && now - lastDrawn < 100) return;
    lastDrawn = now;
    const ratio = total > 0 ? Math.min(done / total, 1) : 1;
    const filled = Math.round(ratio * width);
    const bar = `${'#'.repeat(filled)}${'-'.repeat(width - filled)}`;
    const rate = Math.round(done / Math.max((now - started) / 1000, 0.001));
    process.stderr.write(
      `\r${label} [${bar}] ${(ratio * 100).toFixed(0).padStart(3)}%  ${done}/${total}  ${rate} eventos/s `,
    );
    if (done >= total) process.stderr.write('\n');
  };
}
