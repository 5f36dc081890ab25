/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_RequiredInputs */

const en_documents_required = /** @type {(inputs: Documents_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Required`)
};

const es_documents_required = /** @type {(inputs: Documents_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obligatorio`)
};

const en_xa2_documents_required = /** @type {(inputs: Documents_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéǫúíŕéð ·~ ]`)
};

/**
* | output |
* | --- |
* | "Required" |
*
* @param {Documents_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_required = /** @type {((inputs?: Documents_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_required(inputs)
	if (locale === "en-XA") return en_xa2_documents_required(inputs)
	return en_documents_required(inputs)
});