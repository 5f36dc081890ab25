/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown>, perDay: NonNullable<unknown>, containers: NonNullable<unknown>, total: NonNullable<unknown> }} Tracking_Free_SumInputs */

const en_tracking_free_sum = /** @type {(inputs: Tracking_Free_SumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} × ${i?.perDay} × ${i?.containers} = ${i?.total}`)
};

const es_tracking_free_sum = /** @type {(inputs: Tracking_Free_SumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} × ${i?.perDay} × ${i?.containers} = ${i?.total}`)
};

const en_xa2_tracking_free_sum = /** @type {(inputs: Tracking_Free_SumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.days} × ${i?.perDay} × ${i?.containers} = ${i?.total} ·~ ]`)
};

/**
* | output |
* | --- |
* | "{days} × {perDay} × {containers} = {total}" |
*
* @param {Tracking_Free_SumInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_sum = /** @type {((inputs: Tracking_Free_SumInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_SumInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_sum(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_sum(inputs)
	return en_tracking_free_sum(inputs)
});