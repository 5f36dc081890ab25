/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Switch_OnInputs */

const en_tracking_switch_on = /** @type {(inputs: Tracking_Switch_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On`)
};

const es_tracking_switch_on = /** @type {(inputs: Tracking_Switch_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activado`)
};

const en_xa2_tracking_switch_on = /** @type {(inputs: Tracking_Switch_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñ ]`)
};

/**
* | output |
* | --- |
* | "On" |
*
* @param {Tracking_Switch_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_on = /** @type {((inputs?: Tracking_Switch_OnInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Switch_OnInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_switch_on(inputs)
	if (locale === "en-XA") return en_xa2_tracking_switch_on(inputs)
	return en_tracking_switch_on(inputs)
});