import { LONE_SURROGATE } from './well-formed-text';

/**
 * Names of files Freight Desk writes to the operator's disk: documents
 * downloaded from the service, and content the app made (CSV exports,
 * templates). A name comes from the service or the renderer, so it is
 * treated as hostile: only an allowed extension is kept, characters that
 * disguise a name (right-to-left overrides) or that a file system refuses are
 * removed, Windows device names are escaped, and the name is shortened
 * before its extension so the extension survives.
 */

/**
 * Extensions a saved file may keep: documents, images, spreadsheets, CSV and
 * ZIP. Anything else (.exe, .desktop, .dll, .html, .svg, macro-enabled
 * Office files...) is saved as .bin, which no desktop runs or renders.
 */
export const SAVE_EXTENSIONS = [
  // documents
  'pdf',
  'txt',
  'rtf',
  'doc',
  'docx',
  'odt',
  // spreadsheets and CSV
  'xls',
  'xlsx',
  'ods',
  'csv',
  // images
  'png',
  'jpg',
  'jpeg',
  'gif',
  'tif',
  'tiff',
  'bmp',
  'webp',
  // archives
  'zip',
  // the extension of everything else: allowed, so a safe name stays the same when made safe again
  'bin',
] as const;

/** The extension of a file whose own is not allowed (or missing). */
export const FALLBACK_EXTENSION = 'bin';

/**
 * The longest name, in UTF-8 bytes (the unit Linux and macOS count; Windows
 * counts UTF-16 units, never more than UTF-8 bytes). Below the usual 255, so
 * " (1)" and the folder still fit.
 */
export const MAX_FILE_NAME_BYTES = 180;

/** Some services send a MIME type where the spec's payloads have an extension. */
const MIME_EXTENSIONS: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'text/plain': 'txt',
  'application/rtf': 'rtf',
  'text/rtf': 'rtf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'text/csv': 'csv',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/tiff': 'tiff',
  'image/bmp': 'bmp',
  'image/webp': 'webp',
  'application/zip': 'zip',
};

/**
 * Names Windows reserves for devices, whatever the extension ("CON.pdf" is
 * the console): CON, PRN, AUX, NUL, COM0-9, LPT0-9 (and their superscript
 * forms), CONIN$ and CONOUT$.
 */
const RESERVED_NAME = /^(con|prn|aux|nul|conin\$|conout\$|com[0-9¹²³]|lpt[0-9¹²³])$/i;

/** Characters that change how a name is displayed without being seen: bidi controls and marks. */
const INVISIBLE = /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
/** C0 and C1 controls and DEL; the whitespace ones become a space first. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
/** Tabs and line breaks: spaces in a name. */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
/** Half of a surrogate pair without the other: not text, and no file system stores it. */
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');
/** What Windows refuses in a name, and the path separators of every system. */
const FORBIDDEN = /[<>:"/\\|?*]/g;
/** An extension as the end of a name: ".pdf", ".XLSX". */
const EXTENSION = /\.([A-Za-z0-9]{1,10})$/;

/** The characters of some text a name may hold; nothing else changes. */
function cleanCharacters(text: string): string {
  return text
    .normalize('NFC')
    .replace(LONE_SURROGATES, '')
    .replace(BREAKS, ' ')
    .replace(INVISIBLE, '')
    .replace(CONTROL, '')
    .replace(FORBIDDEN, '_')
    .replace(/ {2,}/g, ' ');
}

/** Without leading dots and spaces (hidden files) or trailing ones (Windows drops them). */
function trimEnds(stem: string): string {
  return stem.replace(/^[. ]+/, '').replace(/[. ]+$/, '');
}

function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/*
 * Built at the first name that needs cutting, not at load: a Segmenter loads
 * ICU's break rules, and main loads this file at every start
 * (the core's cold start), while few names are ever too long.
 */
let graphemes: Intl.Segmenter | undefined;

/**
 * The longest start of `text` within `maxBytes` of UTF-8, cut between
 * graphemes: never inside a surrogate pair, an emoji sequence or a letter
 * with its accents.
 */
function cutToBytes(text: string, maxBytes: number): string {
  if (utf8Bytes(text) <= maxBytes) return text;
  let fitted = '';
  let bytes = 0;
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const { segment } of graphemes.segment(text)) {
    const size = utf8Bytes(segment);
    if (bytes + size > maxBytes) break;
    fitted += segment;
    bytes += size;
  }
  return fitted;
}

/** An allowed extension for what was sent ("PDF", ".pdf", "application/pdf"), or null. */
function allowedExtension(sent: string): string | null {
  const text = sent.trim().toLowerCase();
  if (text === '') return null;
  const extension = MIME_EXTENSIONS[text.split(';')[0]?.trim() ?? ''] ?? text.replace(/^\.+/, '');
  return (SAVE_EXTENSIONS as readonly string[]).includes(extension) ? extension : null;
}

export interface FileNameParts {
  /** The name without its extension, as sent ("Commercial invoice"). */
  readonly stem: string;
  /** The extension as sent ("pdf", ".PDF", a MIME type); null or '' for none. */
  readonly extension: string | null;
  /** Put in front of the name so names of different shipments differ ("FR000123"). */
  readonly qualifier?: string | null;
  /** The name when nothing usable is left of the stem. */
  readonly fallback?: string;
}

/**
 * A safe name from a stem and an extension sent apart (a downloaded
 * document): `FR000123 Commercial invoice.pdf`. An extension that is not
 * allowed becomes part of the stem (dots made underscores, so no earlier
 * extension can pose as the real one) and the file gets `.bin`.
 */
export function safeFileNameOf(parts: FileNameParts): string {
  // Looked up as sent (a MIME type holds a "/"), cleaned only to become part of the stem.
  const allowed = allowedExtension(parts.extension ?? '');
  const sent = cleanCharacters(parts.extension ?? '').trim();
  let stem = cleanCharacters(parts.stem);
  // "invoice.pdf" sent with "pdf": one extension, not two.
  if (allowed && stem.toLowerCase().endsWith(`.${allowed}`)) stem = stem.slice(0, -(allowed.length + 1));
  if (sent !== '' && !allowed) stem = `${stem}.${sent.replace(/^\.+/, '')}`.replace(/\./g, '_');
  stem = trimEnds(stem);
  const qualifier = trimEnds(cleanCharacters(parts.qualifier ?? ''));
  if (qualifier && !stem.toLowerCase().includes(qualifier.toLowerCase()))
    stem = stem ? `${qualifier} ${stem}` : qualifier;
  if (stem === '') stem = parts.fallback ?? 'download';

  const extension = allowed ?? FALLBACK_EXTENSION;
  // One byte is kept for the "_" a reserved name gets.
  stem = trimEnds(cutToBytes(stem, MAX_FILE_NAME_BYTES - extension.length - 2));
  if (stem === '') stem = parts.fallback ?? 'download';
  if (RESERVED_NAME.test(stem.split('.')[0]?.trim() ?? '')) stem = `_${stem}`;
  return `${stem}.${extension}`;
}

/**
 * A safe name from a whole file name ("report.csv", a name the renderer
 * proposes, or one already made safe: the result is then the same).
 */
export function safeFileName(name: string, fallback = 'download'): string {
  const cleaned = cleanCharacters(name).trim();
  const match = EXTENSION.exec(cleaned);
  return match
    ? safeFileNameOf({ stem: cleaned.slice(0, match.index), extension: match[1] as string, fallback })
    : safeFileNameOf({ stem: cleaned, extension: null, fallback });
}
