import { m } from '../i18n/messages';
import { sentenceFinder } from './sentence-finder';

/*
 * What the service says of a document upload in its own English (HTTP 200,
 * with success false when it refuses): one table the sandbox words its
 * answers with and main finds a sentence again in, to say it in the desk's
 * language; any other sentence stays as the service sent it.
 */

/** Each sentence given the values it names. */
export const documentAnswerText = {
  'template-required': (shipmentId: string) =>
    `documentTemplateId is required: use the documentTemplateId of an item of GET /v1/documents/shipment/${shipmentId}`,
  'template-unknown': (templateId: string, shipmentCode: string, documents: string) =>
    `documentTemplateId ${templateId} is not a document of shipment ${shipmentCode}; its documents are ${documents}`,
  'not-base64': () => 'file is not valid base64 content',
  empty: () => 'file is empty',
  extension: (extension: string, accepted: string) =>
    `extension "${extension}" is not accepted; use one of ${accepted}`,
  uploaded: (documentName: string) => `${documentName} uploaded; it will be validated shortly`,
} as const satisfies Readonly<Record<string, (...values: string[]) => string>>;

type DocumentAnswer = keyof typeof documentAnswerText;

/** Each sentence in the desk's language, given the values the service's named. */
const DESK_WORDS: Readonly<Record<DocumentAnswer, (values: readonly string[]) => string>> = {
  'template-required': () => m.documents_answer_template_required(),
  'template-unknown': ([, shipment = '']) => m.documents_answer_template_unknown({ shipment }),
  'not-base64': () => m.upload_rule_base64(),
  empty: () => m.files_field_empty(),
  extension: ([extension = '', accepted = '']) =>
    m.documents_answer_extension({ extension: extension.replace(/^\./, ''), accepted }),
  uploaded: ([name = '']) => m.documents_answer_uploaded({ name }),
};

const findSentence = sentenceFinder(documentAnswerText);

/**
 * What the service said of a document upload in the desk's language, found
 * by its sentence in the table; null for a sentence the table does not hold.
 */
export function documentAnswerWords(message: string): string | null {
  const found = findSentence(message);
  return found === null ? null : DESK_WORDS[found.key](found.values);
}
