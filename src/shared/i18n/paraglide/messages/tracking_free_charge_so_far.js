/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ sum: NonNullable<unknown> }} Tracking_Free_Charge_So_FarInputs */

const en_tracking_free_charge_so_far = /** @type {(inputs: Tracking_Free_Charge_So_FarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.sum} so far`)
};

const es_tracking_free_charge_so_far = /** @type {(inputs: Tracking_Free_Charge_So_FarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.sum} hasta ahora`)
};

const en_xa2_tracking_free_charge_so_far = /** @type {(inputs: Tracking_Free_Charge_So_FarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.sum} šó ƒáŕ ·~]`)
};

/**
* | output |
* | --- |
* | "{sum} so far" |
*
* @param {Tracking_Free_Charge_So_FarInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_charge_so_far = /** @type {((inputs: Tracking_Free_Charge_So_FarInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Charge_So_FarInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_charge_so_far(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_charge_so_far(inputs)
	return en_tracking_free_charge_so_far(inputs)
});