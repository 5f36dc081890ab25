/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Progress_In_ProgressInputs */

const en_progress_in_progress = /** @type {(inputs: Progress_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In progress`)
};

const es_progress_in_progress = /** @type {(inputs: Progress_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En curso`)
};

const en_xa2_progress_in_progress = /** @type {(inputs: Progress_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñ þŕóĝŕéšš ·~ ·]`)
};

/**
* | output |
* | --- |
* | "In progress" |
*
* @param {Progress_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const progress_in_progress = /** @type {((inputs?: Progress_In_ProgressInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Progress_In_ProgressInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_progress_in_progress(inputs)
	if (locale === "en-XA") return en_xa2_progress_in_progress(inputs)
	return en_progress_in_progress(inputs)
});