/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Uploads_TitleInputs */

const en_documents_uploads_title = /** @type {(inputs: Documents_Uploads_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploads`)
};

const es_documents_uploads_title = /** @type {(inputs: Documents_Uploads_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subidas`)
};

const en_xa2_documents_uploads_title = /** @type {(inputs: Documents_Uploads_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþļóáðš ·~]`)
};

/**
* | output |
* | --- |
* | "Uploads" |
*
* @param {Documents_Uploads_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_uploads_title = /** @type {((inputs?: Documents_Uploads_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Uploads_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_uploads_title(inputs)
	if (locale === "en-XA") return en_xa2_documents_uploads_title(inputs)
	return en_documents_uploads_title(inputs)
});