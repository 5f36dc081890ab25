/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, through: NonNullable<unknown> }} Tracking_Free_SpanInputs */

const en_tracking_free_span = /** @type {(inputs: Tracking_Free_SpanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} to ${i?.through}`)
};

const es_tracking_free_span = /** @type {(inputs: Tracking_Free_SpanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`del ${i?.from} al ${i?.through}`)
};

const en_xa2_tracking_free_span = /** @type {(inputs: Tracking_Free_SpanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.from} ţó ${i?.through} ·]`)
};

/**
* | output |
* | --- |
* | "{from} to {through}" |
*
* @param {Tracking_Free_SpanInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_span = /** @type {((inputs: Tracking_Free_SpanInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_SpanInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_span(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_span(inputs)
	return en_tracking_free_span(inputs)
});