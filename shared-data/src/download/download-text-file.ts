/** Characters no common file system accepts in a name (Windows is the strictest). */
const illegalInFileName = /[<>:"/\\|?*\u0000-\u001f]/g;

export function safeFileName(fileName: string): string {
  const cleaned = fileName.replace(illegalInFileName, '-').replace(/^[.\s]+|[.\s]+$/g, '');
  return cleaned || 'download.txt';
}

/** Saves `content` as a plain-text file in the visitor's browser (SPEC §7 "Client-side file downloads"). */
export function downloadTextFile(fileName: string, content: string): string {
  const name = safeFileName(fileName);
  const url = URL.createObjectURL(new Blob([content], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}
