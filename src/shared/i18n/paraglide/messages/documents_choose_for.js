/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ files: NonNullable<unknown> }} Documents_Choose_ForInputs */

const en_documents_choose_for = /** @type {(inputs: Documents_Choose_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose the document for ${i?.files}.`)
};

const es_documents_choose_for = /** @type {(inputs: Documents_Choose_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elija el documento de ${i?.files}.`)
};

const en_xa2_documents_choose_for = /** @type {(inputs: Documents_Choose_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé ţĥé ðóçúɱéñţ ƒóŕ ${i?.files}. ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Choose the document for {files}." |
*
* @param {Documents_Choose_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_choose_for = /** @type {((inputs: Documents_Choose_ForInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Choose_ForInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_choose_for(inputs)
	if (locale === "en-XA") return en_xa2_documents_choose_for(inputs)
	return en_documents_choose_for(inputs)
});