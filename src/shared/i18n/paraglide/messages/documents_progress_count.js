/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ uploaded: NonNullable<unknown>, required: NonNullable<unknown> }} Documents_Progress_CountInputs */

const en_documents_progress_count = /** @type {(inputs: Documents_Progress_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.uploaded} of ${i?.required}`)
};

const es_documents_progress_count = /** @type {(inputs: Documents_Progress_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.uploaded} de ${i?.required}`)
};

const en_xa2_documents_progress_count = /** @type {(inputs: Documents_Progress_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.uploaded} óƒ ${i?.required} ·]`)
};

/**
* | output |
* | --- |
* | "{uploaded} of {required}" |
*
* @param {Documents_Progress_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_progress_count = /** @type {((inputs: Documents_Progress_CountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Progress_CountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_progress_count(inputs)
	if (locale === "en-XA") return en_xa2_documents_progress_count(inputs)
	return en_documents_progress_count(inputs)
});