/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, message: NonNullable<unknown> }} Tracking_Switch_On_FailedInputs */

const en_tracking_switch_on_failed = /** @type {(inputs: Tracking_Switch_On_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not switch tracking on. ${i?.title}: ${i?.message}`)
};

const es_tracking_switch_on_failed = /** @type {(inputs: Tracking_Switch_On_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo activar el seguimiento. ${i?.title}: ${i?.message}`)
};

const en_xa2_tracking_switch_on_failed = /** @type {(inputs: Tracking_Switch_On_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ šŵíţçĥ ţŕáçķíñĝ óñ. ${i?.title}: ${i?.message} ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Could not switch tracking on. {title}: {message}" |
*
* @param {Tracking_Switch_On_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_on_failed = /** @type {((inputs: Tracking_Switch_On_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Switch_On_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_switch_on_failed(inputs)
	if (locale === "en-XA") return en_xa2_tracking_switch_on_failed(inputs)
	return en_tracking_switch_on_failed(inputs)
});