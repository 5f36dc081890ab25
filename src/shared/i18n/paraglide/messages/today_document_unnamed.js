/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Today_Document_UnnamedInputs */

const en_today_document_unnamed = /** @type {(inputs: Today_Document_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A required document`)
};

const es_today_document_unnamed = /** @type {(inputs: Today_Document_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un documento obligatorio`)
};

const en_xa2_today_document_unnamed = /** @type {(inputs: Today_Document_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ŕéǫúíŕéð ðóçúɱéñţ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "A required document" |
*
* @param {Today_Document_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_document_unnamed = /** @type {((inputs?: Today_Document_UnnamedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Document_UnnamedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_document_unnamed(inputs)
	if (locale === "en-XA") return en_xa2_today_document_unnamed(inputs)
	return en_today_document_unnamed(inputs)
});