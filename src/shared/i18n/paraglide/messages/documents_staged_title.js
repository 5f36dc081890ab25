/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Staged_TitleInputs */

const en_documents_staged_title = /** @type {(inputs: Documents_Staged_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Files to upload`)
};

const es_documents_staged_title = /** @type {(inputs: Documents_Staged_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivos para subir`)
};

const en_xa2_documents_staged_title = /** @type {(inputs: Documents_Staged_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíļéš ţó úþļóáð ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Files to upload" |
*
* @param {Documents_Staged_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_staged_title = /** @type {((inputs?: Documents_Staged_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Staged_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_staged_title(inputs)
	if (locale === "en-XA") return en_xa2_documents_staged_title(inputs)
	return en_documents_staged_title(inputs)
});