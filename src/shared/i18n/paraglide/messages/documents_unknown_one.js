/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ file: NonNullable<unknown> }} Documents_Unknown_OneInputs */

const en_documents_unknown_one = /** @type {(inputs: Documents_Unknown_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} may or may not have been uploaded`)
};

const es_documents_unknown_one = /** @type {(inputs: Documents_Unknown_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`puede que ${i?.file} se haya subido o no`)
};

const en_xa2_documents_unknown_one = /** @type {(inputs: Documents_Unknown_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.file} ɱáý óŕ ɱáý ñóţ ĥáṽé ƀééñ úþļóáðéð ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{file} may or may not have been uploaded" |
*
* @param {Documents_Unknown_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_unknown_one = /** @type {((inputs: Documents_Unknown_OneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Unknown_OneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_unknown_one(inputs)
	if (locale === "en-XA") return en_xa2_documents_unknown_one(inputs)
	return en_documents_unknown_one(inputs)
});