/** A name for a downloaded file made from a project's name: plain ASCII words joined by '-'. */
export const downloadName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase() || 'proyecto';
