/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, first: NonNullable<unknown>, then: NonNullable<unknown> }} Tracking_Free_Clause_ThenInputs */

const en_tracking_free_clause_then = /** @type {(inputs: Tracking_Free_Clause_ThenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.first}, ${i?.then}`)
};

const es_tracking_free_clause_then = /** @type {(inputs: Tracking_Free_Clause_ThenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.first}, ${i?.then}`)
};

const en_xa2_tracking_free_clause_then = /** @type {(inputs: Tracking_Free_Clause_ThenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: ${i?.first}, ${i?.then} ·]`)
};

/**
* | output |
* | --- |
* | "{name}: {first}, {then}" |
*
* @param {Tracking_Free_Clause_ThenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_clause_then = /** @type {((inputs: Tracking_Free_Clause_ThenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Clause_ThenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_clause_then(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_clause_then(inputs)
	return en_tracking_free_clause_then(inputs)
});