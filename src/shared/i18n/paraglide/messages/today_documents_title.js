/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Today_Documents_TitleInputs */

const en_today_documents_title = /** @type {(inputs: Today_Documents_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documents for pickups soon`)
};

const es_today_documents_title = /** @type {(inputs: Today_Documents_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documentos para recogidas próximas`)
};

const en_xa2_today_documents_title = /** @type {(inputs: Today_Documents_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðóçúɱéñţš ƒóŕ þíçķúþš šóóñ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Documents for pickups soon" |
*
* @param {Today_Documents_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_documents_title = /** @type {((inputs?: Today_Documents_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Documents_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_documents_title(inputs)
	if (locale === "en-XA") return en_xa2_today_documents_title(inputs)
	return en_today_documents_title(inputs)
});