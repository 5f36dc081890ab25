/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_None_TitleInputs */

const en_documents_none_title = /** @type {(inputs: Documents_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No documents for this shipment`)
};

const es_documents_none_title = /** @type {(inputs: Documents_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay documentos para este envío`)
};

const en_xa2_documents_none_title = /** @type {(inputs: Documents_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ðóçúɱéñţš ƒóŕ ţĥíš šĥíþɱéñţ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "No documents for this shipment" |
*
* @param {Documents_None_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_none_title = /** @type {((inputs?: Documents_None_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_None_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_none_title(inputs)
	if (locale === "en-XA") return en_xa2_documents_none_title(inputs)
	return en_documents_none_title(inputs)
});