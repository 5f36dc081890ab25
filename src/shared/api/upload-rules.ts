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

type Add = (path: PropertyKey[], message: string) => void;

function issueList(): { issues: PayloadIssue[]; add: Add } {
  const issues: PayloadIssue[] = [];
  return { issues, add: (path, message) => issues.push({ path: jsonPath(path), message }) };
}

/** The document upload's rules but the file's. */
export function checkDocumentUploadFields(body: Omit<DocumentUploadRequest, 'file'>): PayloadIssue[] {
  const { issues, add } = issueList();
  if (body.shipmentId.trim() === '') add(['shipmentId'], 'shipmentId must not be empty');
  if (body.documentName.trim() === '') add(['documentName'], 'documentName must not be empty');
  if (!/^\.?[A-Za-z0-9]{1,10}$/.test(body.extension.trim()))
    add(['extension'], 'extension must be a file extension such as pdf');
  return issues;
}

export function checkDocumentUploadRules(body: DocumentUploadRequest): PayloadIssue[] {
  const { issues, add } = issueList();
  issues.push(...checkDocumentUploadFields(body));
  if (!isBase64(body.file)) add(['file'], 'file must be base64 content');
  return issues;
}

/** The tariff upload's rules but its files' contents. */
export function checkTariffUploadFields(
  body: Omit<TariffUploadRequest, 'files'> & { readonly files: ReadonlyArray<{ readonly fileName: string }> },
): PayloadIssue[] {
  const { issues, add } = issueList();
  if (body.contractReference.trim() === '') add(['contractReference'], 'contractReference must not be empty');
  if (body.carrierSCAC.trim() === '') add(['carrierSCAC'], 'carrierSCAC must not be empty');
  if (body.files.length === 0) add(['files'], 'files must hold at least one file');
  body.files.forEach((f, i) => {
    if (!/\.[A-Za-z0-9]+$/.test(f.fileName.trim()))
      add(['files', i, 'fileName'], 'fileName must include its extension');
  });
  return issues;
}

export function checkTariffUploadRules(body: TariffUploadRequest): PayloadIssue[] {
  const { issues, add } = issueList();
  issues.push(...checkTariffUploadFields(body));
  body.files.forEach((f, i) => {
    if (!isBase64(f.file)) add(['files', i, 'file'], 'file must be base64 content (a data-URI prefix is allowed)');
  });
  return issues;
}
