/**
 * Characters no common file system accepts in a name (Windows is the strictest), and the
 * direction marks, overrides and isolates that make a name read otherwise than it is
 * ("Ana \u202Etxt.exe"): browsers replace those in a download's name, so the name the site
 * shows and reports would differ from the file's.
 */
const illegalInFileName = /[<>:"/\\|?*\u0000-\u001f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

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
