/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, text: NonNullable<unknown> }} Tracking_Free_ClauseInputs */

const en_tracking_free_clause = /** @type {(inputs: Tracking_Free_ClauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.text}`)
};

const es_tracking_free_clause = /** @type {(inputs: Tracking_Free_ClauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.text}`)
};

const en_xa2_tracking_free_clause = /** @type {(inputs: Tracking_Free_ClauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: ${i?.text} ]`)
};

/**
* | output |
* | --- |
* | "{name}: {text}" |
*
* @param {Tracking_Free_ClauseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_clause = /** @type {((inputs: Tracking_Free_ClauseInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_ClauseInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_clause(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_clause(inputs)
	return en_tracking_free_clause(inputs)
});