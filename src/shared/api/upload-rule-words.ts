import { m } from '../i18n/messages';
import type { UploadIssue, UploadRule } from './upload-rules';

/*
 * A broken upload rule in the upload forms' words and the desk's language of
 * the moment, for main's refusal of an upload (the rules' English messages
 * are the sandbox's).
 */
const RULE_WORDS: Readonly<Record<UploadRule, (fileName: string) => string>> = {
  'shipment-required': () => m.upload_rule_shipment_required(),
  'name-required': () => m.documents_field_name_required(),
  extension: () => m.upload_rule_extension(),
  base64: () => m.upload_rule_base64(),
  'contract-required': () => m.tariffs_field_required({ what: m.tariffs_field_contract_reference() }),
  'scac-required': () => m.tariffs_field_scac_required(),
  'no-files': () => m.tariffs_field_files_required(),
  // The service's refusal names no file: said of one of them.
  'file-name-extension': (fileName) =>
    fileName === '' ? m.upload_rule_file_unnamed_extension() : m.upload_rule_file_name_extension({ file: fileName }),
};

/** A broken upload rule in the desk's language: "El documento necesita un nombre". */
export function uploadIssueText(issue: Pick<UploadIssue, 'rule' | 'fileName'>): string {
  return RULE_WORDS[issue.rule](issue.fileName ?? '');
}
