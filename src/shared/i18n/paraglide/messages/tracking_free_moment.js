/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown>, portTime: NonNullable<unknown>, by: NonNullable<unknown> }} Tracking_Free_MomentInputs */

const en_tracking_free_moment = /** @type {(inputs: Tracking_Free_MomentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} (${i?.portTime}) · ${i?.by}`)
};

const es_tracking_free_moment = /** @type {(inputs: Tracking_Free_MomentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} (${i?.portTime}) · ${i?.by}`)
};

const en_xa2_tracking_free_moment = /** @type {(inputs: Tracking_Free_MomentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.when} (${i?.portTime}) · ${i?.by} ·~]`)
};

/**
* | output |
* | --- |
* | "{when} ({portTime}) · {by}" |
*
* @param {Tracking_Free_MomentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_moment = /** @type {((inputs: Tracking_Free_MomentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_MomentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_moment(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_moment(inputs)
	return en_tracking_free_moment(inputs)
});