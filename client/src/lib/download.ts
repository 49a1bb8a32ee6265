/** Opens an address as a download, without leaving the page (which would ask about pending uploads). */
export function download(url: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = '';
  anchor.click();
}
