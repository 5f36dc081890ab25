/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Documents_About_OfInputs */

const en_documents_about_of = /** @type {(inputs: Documents_About_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`of ${i?.name}`)
};

const es_documents_about_of = /** @type {(inputs: Documents_About_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.name}`)
};

const en_xa2_documents_about_of = /** @type {(inputs: Documents_About_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[óƒ ${i?.name} ·]`)
};

/**
* | output |
* | --- |
* | "of {name}" |
*
* @param {Documents_About_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_about_of = /** @type {((inputs: Documents_About_OfInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_About_OfInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_about_of(inputs)
	if (locale === "en-XA") return en_xa2_documents_about_of(inputs)
	return en_documents_about_of(inputs)
});