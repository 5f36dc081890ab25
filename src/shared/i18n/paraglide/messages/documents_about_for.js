/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Documents_About_ForInputs */

const en_documents_about_for = /** @type {(inputs: Documents_About_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`for ${i?.name}`)
};

const es_documents_about_for = /** @type {(inputs: Documents_About_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.name}`)
};

const en_xa2_documents_about_for = /** @type {(inputs: Documents_About_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ƒóŕ ${i?.name} ·]`)
};

/**
* | output |
* | --- |
* | "for {name}" |
*
* @param {Documents_About_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_about_for = /** @type {((inputs: Documents_About_ForInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_About_ForInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_about_for(inputs)
	if (locale === "en-XA") return en_xa2_documents_about_for(inputs)
	return en_documents_about_for(inputs)
});