/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ sum: NonNullable<unknown> }} Tracking_Free_Charge_If_RunningInputs */

const en_tracking_free_charge_if_running = /** @type {(inputs: Tracking_Free_Charge_If_RunningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.sum}, if it has not stopped`)
};

const es_tracking_free_charge_if_running = /** @type {(inputs: Tracking_Free_Charge_If_RunningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.sum}, si no se ha detenido`)
};

const en_xa2_tracking_free_charge_if_running = /** @type {(inputs: Tracking_Free_Charge_If_RunningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.sum}, íƒ íţ ĥáš ñóţ šţóþþéð ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{sum}, if it has not stopped" |
*
* @param {Tracking_Free_Charge_If_RunningInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_charge_if_running = /** @type {((inputs: Tracking_Free_Charge_If_RunningInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Charge_If_RunningInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_charge_if_running(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_charge_if_running(inputs)
	return en_tracking_free_charge_if_running(inputs)
});