/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Documents_Answer_UploadedInputs */

const en_documents_answer_uploaded = /** @type {(inputs: Documents_Answer_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} uploaded; it will be validated shortly`)
};

const es_documents_answer_uploaded = /** @type {(inputs: Documents_Answer_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subido: ${i?.name}; el servicio validará el documento en breve`)
};

const en_xa2_documents_answer_uploaded = /** @type {(inputs: Documents_Answer_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} úþļóáðéð; íţ ŵíļļ ƀé ṽáļíðáţéð šĥóŕţļý ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{name} uploaded; it will be validated shortly" |
*
* @param {Documents_Answer_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_answer_uploaded = /** @type {((inputs: Documents_Answer_UploadedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Answer_UploadedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_answer_uploaded(inputs)
	if (locale === "en-XA") return en_xa2_documents_answer_uploaded(inputs)
	return en_documents_answer_uploaded(inputs)
});