// Longer "extensions" (a dot inside a name such as 'отчёт.за-2024-год') are part of the name.
const MAX_EXTENSION = 6;

/**
 * A file name cut to `max` characters for lists (platform.md section 2: 15 by default) that keeps
 * its extension: 'Заявление о внесении изменений.pdf' -> 'Заявление….pdf'.
 */
export function shortenFileName(name: string, max = 15): string {
  if (name.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= MAX_EXTENSION ? name.slice(dot) : '';
  const keep = max - extension.length - 1;
  if (keep < 1) return `${name.slice(0, max - 1)}…`;
  return `${name.slice(0, keep).trimEnd()}…${extension}`;
}
