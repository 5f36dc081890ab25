/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Answer_Expected_Document_ListInputs */

const en_answer_expected_document_list = /** @type {(inputs: Answer_Expected_Document_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expected a list of documents`)
};

const es_answer_expected_document_list = /** @type {(inputs: Answer_Expected_Document_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`se esperaba una lista de documentos`)
};

const en_xa2_answer_expected_document_list = /** @type {(inputs: Answer_Expected_Document_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éẋþéçţéð á ļíšţ óƒ ðóçúɱéñţš ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "expected a list of documents" |
*
* @param {Answer_Expected_Document_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_document_list = /** @type {((inputs?: Answer_Expected_Document_ListInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answer_Expected_Document_ListInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_answer_expected_document_list(inputs)
	if (locale === "en-XA") return en_xa2_answer_expected_document_list(inputs)
	return en_answer_expected_document_list(inputs)
});