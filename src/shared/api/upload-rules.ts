import { isBase64 } from '../domain/base64';
import type { DocumentUploadRequest } from './documents';
import type { PayloadIssue } from './issues';
import { jsonPath } from './issues';
import type { TariffUploadRequest } from './tariffs';

/*
 * Rules of the two uploads, apart from their request schemas (which accept the
 * cut-off base64 of the docs' examples): the file must be real base64 (a
 * data-URI prefix is allowed), names and extensions must not be empty. The
 * rules of the fields alone are apart too: main checks them on a body whose
 * files are bytes it encodes itself (JsonWithFiles), never base64 to check.
 */

/**
 * Which rule a problem breaks, so main says it in the desk's language
 * (upload-rule-words.ts); the message stays the English the sandbox sends.
 */
export type UploadRule =
  | 'shipment-required'
  | 'name-required'
  | 'extension'
  | 'base64'
  | 'contract-required'
  | 'scac-required'
  | 'no-files'
  | 'file-name-extension';

/** A broken rule: where, in English, which rule, and the file's name when it is about one. */
export interface UploadIssue extends PayloadIssue {
  readonly rule: UploadRule;
  readonly fileName?: string;
}

/** Each broken rule in the service's words (the sandbox sends them). */
const SERVICE_TEXT: Readonly<Record<UploadRule, string>> = {
  'shipment-required': 'shipmentId must not be empty',
  'name-required': 'documentName must not be empty',
  extension: 'extension must be a file extension such as pdf',
  base64: 'file must be base64 content',
  'contract-required': 'contractReference must not be empty',
  'scac-required': 'carrierSCAC must not be empty',
  'no-files': 'files must hold at least one file',
  'file-name-extension': 'fileName must include its extension',
};

/** The tariff upload's base64 refusal names what it also takes. */
const DATA_URI_NOTE = ' (a data-URI prefix is allowed)';

const uploadRules = Object.keys(SERVICE_TEXT) as UploadRule[]; // the table's keys are exactly the rules

/**
 * The rule a refusal of the service breaks, found by saying each rule again
 * (so no other sentence is taken for one); null for any other message.
 */
export function uploadRuleOf(message: string): UploadRule | null {
  return (
    uploadRules.find((rule) => message === SERVICE_TEXT[rule] || message === SERVICE_TEXT[rule] + DATA_URI_NOTE) ?? null
  );
}

/** Adds a rule broken at `path` in the service's words, `note` after them. */
type Add = (path: PropertyKey[], rule: UploadRule, fileName?: string, note?: string) => void;

function issueList(): { issues: UploadIssue[]; add: Add } {
  const issues: UploadIssue[] = [];
  return {
    issues,
    add: (path, rule, fileName, note = '') =>
      issues.push({
        path: jsonPath(path),
        message: SERVICE_TEXT[rule] + note,
        rule,
        ...(fileName === undefined ? {} : { fileName }),
      }),
  };
}

/** The document upload's rules but the file's. */
export function checkDocumentUploadFields(body: Omit<DocumentUploadRequest, 'file'>): UploadIssue[] {
  const { issues, add } = issueList();
  if (body.shipmentId.trim() === '') add(['shipmentId'], 'shipment-required');
  if (body.documentName.trim() === '') add(['documentName'], 'name-required');
  if (!/^\.?[A-Za-z0-9]{1,10}$/.test(body.extension.trim())) add(['extension'], 'extension');
  return issues;
}

export function checkDocumentUploadRules(body: DocumentUploadRequest): UploadIssue[] {
  const { issues, add } = issueList();
  issues.push(...checkDocumentUploadFields(body));
  if (!isBase64(body.file)) add(['file'], 'base64');
  return issues;
}

/** The tariff upload's rules but its files' contents. */
export function checkTariffUploadFields(
  body: Omit<TariffUploadRequest, 'files'> & { readonly files: ReadonlyArray<{ readonly fileName: string }> },
): UploadIssue[] {
  const { issues, add } = issueList();
  if (body.contractReference.trim() === '') add(['contractReference'], 'contract-required');
  if (body.carrierSCAC.trim() === '') add(['carrierSCAC'], 'scac-required');
  if (body.files.length === 0) add(['files'], 'no-files');
  body.files.forEach((f, i) => {
    if (!/\.[A-Za-z0-9]+$/.test(f.fileName.trim())) add(['files', i, 'fileName'], 'file-name-extension', f.fileName);
  });
  return issues;
}

export function checkTariffUploadRules(body: TariffUploadRequest): UploadIssue[] {
  const { issues, add } = issueList();
  issues.push(...checkTariffUploadFields(body));
  body.files.forEach((f, i) => {
    if (!isBase64(f.file)) add(['files', i, 'file'], 'base64', f.fileName, DATA_URI_NOTE);
  });
  return issues;
}
