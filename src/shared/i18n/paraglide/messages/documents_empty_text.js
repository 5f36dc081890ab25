/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Empty_TextInputs */

const en_documents_empty_text = /** @type {(inputs: Documents_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its document checklist appears here: what is required, what is uploaded, and the blank templates.`)
};

const es_documents_empty_text = /** @type {(inputs: Documents_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aquí aparece su lista de documentos: lo que se exige, lo que ya se ha subido y las plantillas en blanco.`)
};

const en_xa2_documents_empty_text = /** @type {(inputs: Documents_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţš ðóçúɱéñţ çĥéçķļíšţ áþþéáŕš ĥéŕé: ŵĥáţ íš ŕéǫúíŕéð, ŵĥáţ íš úþļóáðéð, áñð ţĥé ƀļáñķ ţéɱþļáţéš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Its document checklist appears here: what is required, what is uploaded, and the blank templates." |
*
* @param {Documents_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_empty_text = /** @type {((inputs?: Documents_Empty_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Empty_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_empty_text(inputs)
	if (locale === "en-XA") return en_xa2_documents_empty_text(inputs)
	return en_documents_empty_text(inputs)
});