/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Switch_Off_DoneInputs */

const en_tracking_switch_off_done = /** @type {(inputs: Tracking_Switch_Off_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking switched off`)
};

const es_tracking_switch_off_done = /** @type {(inputs: Tracking_Switch_Off_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguimiento desactivado`)
};

const en_xa2_tracking_switch_off_done = /** @type {(inputs: Tracking_Switch_Off_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáçķíñĝ šŵíţçĥéð óƒƒ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Tracking switched off" |
*
* @param {Tracking_Switch_Off_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_off_done = /** @type {((inputs?: Tracking_Switch_Off_DoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Switch_Off_DoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_switch_off_done(inputs)
	if (locale === "en-XA") return en_xa2_tracking_switch_off_done(inputs)
	return en_tracking_switch_off_done(inputs)
});